import type { InterviewIndustry } from '#common/industries.ts';

/**
 * One question from the question bank with answers written for the project the way people answer out loud:
 * run-ons, fillers, 'S:/T:/A:/R:' labels, numbered points, figures such as '3×' or '+500%'.
 */
export type InterviewCase = {
  questionId: string;
  role: string;
  industry: InterviewIndustry;
  /** A real story (or, for a technical question, a worked approach) with the person's own figures. */
  strong: string;
  /** Generic claims with no story, no steps and no figures of their own. */
  vague: string;
  /**
   * Generic claims in the question's own words and the field's terms, even reciting what a good answer covers,
   * with no story, no steps taken and no figures: the answers the issue saw scoring above real stories.
   */
  generic: string;
  /** An answer to some other question. */
  offTopic: string;
  /** A strong answer in a few sentences. */
  shortStrong?: string;
};

export const INTERVIEW_CASES: InterviewCase[] = [
  {
    questionId: 'beh-problem-solving-01',
    role: 'Backend Engineer',
    industry: 'technology',
    strong: `S: At my last company we ran the order pipeline for about 200 restaurants, and during a Black Friday promo we got a 3× load spike and the Kafka consumers fell behind, we had a 4-hour lag on orders which meant kitchens were getting tickets for food people ordered at lunch.
T: I was the on-call engineer and my job was to get the lag back under a minute without dropping any orders.
A: First I gathered data from Grafana and saw the consumers were blocked on one Postgres table with a lock on every insert. I considered just adding more consumers but that would have made the locking worse, so I looked at the options and batched the inserts, 500 rows per transaction, and moved the index rebuild out of the hot path. I tested it on a replica with recorded traffic before rolling it out.
R: Throughput went up +500%, the lag was gone in 40 minutes, and we did not lose a single order. What I learned is to load test with real peaks, so we now replay last year's peak every quarter.`,
    vague: `Well I think the hardest problem is always when things are unclear. I'm a very analytical person so I like to break things down and I always try to stay calm under pressure. I would say I'm good at debugging and I work well with the team, we usually solve problems together by talking them through and being open. I believe communication is key and also never giving up, so I just keep going until it works. I'm also a fast learner and I like challenges, that's what motivates me in this field.`,
    generic: `The hardest problem I have solved at work was a really complex technical problem with our system. I defined the problem clearly, gathered data, considered the options and then found the best solution. I always use a structured approach to problem solving, I break the problem down, do root cause analysis and test my solution properly. The result was positive and what I learned is that problem solving is about staying calm and working with the team.`,
    offTopic: `My favourite project outside work is a garden I built with my kids. We have tomatoes, herbs and some strawberries, and on weekends we go to the farmers market to swap seeds with neighbours. It keeps me grounded and I really enjoy being outdoors after a week in front of a screen.`,
    shortStrong: `Our order queue fell 4 hours behind during a 3× traffic spike. I traced it to row locks in Postgres, batched the inserts 500 at a time and tested on a replica first. Throughput rose 500% and the lag was gone within 40 minutes, with no lost orders.`,
  },
  {
    questionId: 'beh-leadership-03',
    role: 'Operations Manager',
    industry: 'retail',
    strong: `So in 2022 our company decided to move all 6 of our warehouses from paper pick lists to handheld scanners, and I was the operations manager for the two biggest sites, around 85 people. My goal was to switch over in 8 weeks without our on-time dispatch dropping below 95%. The first thing I did was get everyone together on each shift and explained the reason for the change, that we were losing about 2% of orders to picking errors. Then I listened to concerns, a lot of the older pickers were worried about being tracked, so I set up small sessions where they could try the scanners and ask anything. I made a clear plan with milestones, one aisle zone a week, and picked a champion on each shift. To keep morale up we posted the error rate every Friday and celebrated each zone that went live. In the end we went live in 7 weeks, picking errors fell from 2% to 0.4%, and dispatch stayed at 96% the whole time.`,
    vague: `I think leading change is all about communication. You need to tell people why, and be positive, and lead by example. In my experience people resist change at first but if you are a good leader they come around. I always make sure my team feels heard and I'm very approachable. Change is hard but it's also an opportunity, and I try to keep everyone motivated and focused on the goal. I would say my leadership style is supportive but I also hold people accountable.`,
    generic: `When leading a team through a significant change I always explain the reason for the change, listen to concerns, make a clear plan with milestones and keep morale and momentum going. Change management is something I am very experienced in. I believe a leader has to be visible during change, communicate often and measure the result, so the team understands where we are going and why it matters for the business.`,
    offTopic: `I chose retail because I grew up in my parents' shop. I used to help at the till on Saturdays and I loved talking with customers. Later I studied business at college and did a placement at a supermarket head office, and that's where I got interested in how stores actually run behind the scenes.`,
  },
  {
    questionId: 'beh-failure-01',
    role: 'Marketing Manager',
    industry: 'marketing',
    strong: `Yeah so, last year I was running the launch campaign for a new product line and we were supposed to have the email and social assets ready for the 1 March launch. My task was to coordinate the agency and our in-house designer. Honestly the cause of the delay was me, I hadn't booked legal review early enough and they needed 10 days, so about two weeks before I realised we'd be late. I told the stakeholders early, the same day, I went to the product director and the sales team and explained what would slip. To limit the impact I split the launch, we sent the email on time with the approved copy and held back only the social ads, which went out 6 days late. Afterwards I changed how I plan, now legal review is a fixed step in every campaign plan with a 2-week buffer, and we haven't missed a launch date in the 9 campaigns since.`,
    vague: `I don't really miss deadlines because I'm very organised, but if it happened I would just be honest about it. I think the important thing is communication and learning from your mistakes. Sometimes things happen that are outside your control and you just have to deal with them and move on. I'm a perfectionist so sometimes I take a bit longer but the quality is always there.`,
    generic: `Missing a deadline is something every professional faces at some point. When a deadline is at risk I'm honest about the cause of the delay, I limit the impact, I tell stakeholders early and afterwards I change how I plan. I think transparency with stakeholders is the most important thing, and good planning, prioritisation and time management mean that deadlines are rarely missed in my campaigns.`,
    offTopic: `My biggest strength is creativity. I love coming up with campaign ideas and I'm always reading about brands I admire, like Patagonia and Lego. I also run a small Instagram page about vintage posters that has a few thousand followers, which is something I do for fun.`,
    shortStrong: `Our quarterly newsletter went out nine days late in 2023 because I underestimated how long the French and German translations would take. I told the sales leads the day I knew, sent the English edition on time so customers still got the news, and now I book translators when the brief is signed. The last five went out on the day.`,
  },
  {
    questionId: 'beh-conflict-01',
    role: 'Secondary School Teacher',
    industry: 'education',
    strong: `At my previous school a colleague in the maths department and I disagreed about setting. He wanted to move six Year 9 students down a set after one test, and I thought it would knock their confidence. Rather than argue in the department meeting, I asked him for a private calm conversation after school. I listened to his view first, his point was that the pace in the top set was leaving them behind, which was fair. Then we focused on facts, we pulled their last three assessments and looked at the shared goal, which was all of them passing at grade 6 or above. We agreed a way forward: they'd stay for half a term with a weekly catch-up session I ran, and we'd review the data together. Four of the six caught up and stayed, two moved down with their agreement. The relationship afterwards was actually better, we now plan the Year 9 scheme of work together.`,
    vague: `I get on with pretty much everyone, so I don't really have conflicts. If I disagreed with someone I'd try to see their side and be professional. I believe in respect and teamwork. At the end of the day we all want what's best for the students so I think you can always find a compromise if you communicate.`,
    generic: `When I disagree with a colleague I prefer a private calm conversation. I listen to their view, focus on facts and the shared goal, and we agree a way forward together. Disagreements with colleagues are normal in a school and they can be healthy if they are handled professionally, and in my experience the relationship afterwards is usually stronger when you resolve things with respect.`,
    offTopic: `Um I became a teacher because I had a really great history teacher myself, Mrs Okafor, and she made me love reading. I also coached the under 12s football team for a while, and I just realised I liked explaining things and seeing kids get it.`,
  },
  {
    questionId: 'tech-software-engineering-02',
    role: 'Software Engineer',
    industry: 'technology',
    strong: `I start from the risk. First, I write unit tests for the business logic, so for example in my last job we added refund rules to a payments service, and every rule got a small unit test with the edge cases, zero amounts, partial refunds, currency rounding. Then I add integration tests at the boundaries, the API and the database, because that's where most of our bugs came from, mocks hid them. I also test the error paths, what happens when the bank API times out, rather than only the happy path. I focus on the riskiest code first instead of chasing coverage numbers, and I keep the suite fast and reliable, our CI ran in under 6 minutes, because slow flaky tests just get skipped. That feature shipped with 41 tests and we had zero refund incidents in the first quarter.`,
    vague: `I think testing is very important and you should always write tests. I usually write the tests that make sense for the feature and try to get good coverage. It depends on the team and the project really. Good tests make the code better and help everyone sleep at night, so I'm a big believer in quality.`,
    generic: `When I decide which tests to write for a new feature I think about unit tests, integration tests, edge cases and error paths. Testing is a key part of software engineering and good tests help with maintainability, refactoring and code review. I like tests to be fast and reliable and I focus on the riskiest code. CI/CD pipelines should run the tests automatically so the team has confidence in every release.`,
    offTopic: `I started coding when I was fourteen making mods for Minecraft, and I guess I never stopped. At university I joined the robotics club and we went to a national competition. These days I mostly enjoy reading about new languages, I've been learning a bit of Rust in the evenings.`,
    shortStrong: `Riskiest code first: unit tests for the business rules and their edge cases, integration tests at the API and database boundaries, and the error paths such as a timeout, because that is where our bugs came from. I keep the suite fast so nobody skips it; ours ran in 6 minutes.`,
  },
  {
    questionId: 'tech-nursing-07',
    role: 'Charge Nurse',
    industry: 'healthcare',
    strong: `So on a short shift, say we're 2 nurses down on a 28-bed medical ward, the first thing I do is look at patient acuity from handover, who's on an early warning score of 5 or more, who's post-op, who needs one-to-one. Then I look at the skill mix, I'd never give two unstable patients to a newly qualified nurse, and I'd pair the bank nurse with someone who knows the ward. Then I check we're within safe staffing levels, and if we're not, I escalate to the bed manager straight away with the numbers rather than waiting, and I fill in an incident report because that's how staffing gets looked at. I review the allocation through the shift, at the 2pm huddle and any time someone deteriorates. For example last winter I did exactly this, we got an extra nurse from another ward by 10am and had no missed medication rounds that day.`,
    vague: `Patient safety always comes first. I'd make sure everyone has a fair workload and that we work as a team. I'd support my staff and make sure they take breaks. I'm a very caring and organised person and I think a good charge nurse is calm and leads by example, so that's what I'd do.`,
    generic: `As a charge nurse, allocating patients across a shift when staffing is short is about patient acuity, skill mix and safe staffing levels. Patient safety always comes first. I would escalate to the bed manager if needed and review through the shift. Good handover, documentation and communication with the multidisciplinary team are essential, and a charge nurse should support the team and lead by example.`,
    offTopic: `I went into nursing because my grandmother was in hospital a lot when I was a teenager and I saw how much the nurses meant to her. I've worked in the NHS for 8 years and before that I was a healthcare assistant, and I really love the variety of the work.`,
  },
  {
    questionId: 'tech-accounting-01',
    role: 'Accountant',
    industry: 'finance',
    strong: `1. I get the bank statement for the month and the cash account from the general ledger, and I compare the bank statement with the ledger line by line, matching amounts and dates.
2. I list the timing differences, such as outstanding cheques and deposits in transit, which will clear next month and don't need an entry.
3. Anything left I investigate, bank fees, interest, a direct debit nobody recorded, I go back to the supporting documentation or ask the budget holder.
4. I post adjusting entries for the items that belong in the books, like bank charges, so the adjusted ledger balance agrees to the adjusted bank balance.
5. Then it goes for review and sign-off by the finance manager, with the reconciliation and evidence saved for the audit trail.
At my last firm I did 14 of these each month-end close and got unreconciled items older than 60 days down from 37 to 3.`,
    vague: `Basically you just make sure the bank and the books match. I'm very detail-oriented so I'm good at that kind of thing. If something doesn't match you look into it. I have done a lot of reconciliations in my career and I'm confident with Excel and accounting software.`,
    generic: `A bank reconciliation is where you compare the bank statement with the ledger. There are timing differences such as outstanding cheques and deposits in transit, and you investigate unexplained items and make adjusting entries. Then there is review and sign-off. Reconciliations are a key internal control in the month-end close and they are important for accuracy of the balance sheet and for the audit trail.`,
    offTopic: `I'm a CPA and I qualified in 2019. Outside of work I volunteer doing tax returns for pensioners at the community centre in spring, which I find really rewarding, and I'm also treasurer of my running club.`,
    shortStrong: `I match each bank line to the cash ledger, set aside timing items like uncleared cheques, and chase whatever is left with the budget holder before booking fees or interest as adjustments. My manager signs it off. At my last firm I ran 14 accounts every month-end and cut items older than 60 days from 37 to 3.`,
  },
  {
    questionId: 'tech-supply-chain-logistics-01',
    role: 'Inventory Planner',
    industry: 'manufacturing',
    strong: `The reorder point is demand during lead time plus safety stock. So first I work out average daily demand and the supplier lead time, for example 120 units a day and 10 days lead time gives 1,200 units of demand during lead time. Then the safety stock covers demand and lead-time variability, I use the formula z times the standard deviation of demand over the lead time, and if lead time also varies I add that term too. The z comes from the target service level, 95% is about 1.65, and I set service levels by ABC class rather than one number for everything, because holding 99% on slow movers ties up cash. At my current job I redid this for 800 SKUs in our WMS and stockouts fell from 6% to 2% while inventory value went down 11%.`,
    vague: `You look at how much you sell and how long it takes to get more, and then you keep some extra just in case. It's really about balance, not too much and not too little. I always work closely with suppliers and the sales team to get it right. Inventory is one of my favourite areas.`,
    generic: `To calculate a reorder point and safety stock you need to consider demand during lead time, demand and lead-time variability and the target service level, and then apply the safety stock formula. Inventory management is about balancing service level against inventory cost. Good demand forecasting, forecast accuracy and strong supplier relationships all help get the reorder point and safety stock right.`,
    offTopic: `I'm really proud of my degree project, which was about recycling rates in our city. I interviewed council staff and residents and wrote a report with recommendations, and some of them were actually used in the new bin collection scheme.`,
  },
  {
    questionId: 'tech-devops-cloud-06',
    role: 'DevOps Engineer',
    industry: 'technology',
    strong: `Step one is cost visibility: tag every resource by team and service in Terraform, so the bill shows who spends what, because you can't cut what you can't see. Then rightsizing, most of our EC2 instances ran under 15% CPU so we moved them down a size or two. Third, autoscaling on the Kubernetes node groups instead of sizing for peak, with the SLO alerts watching latency so reliability doesn't slip. Fourth, reserved instances or savings plans for the steady base load and spot instances for batch jobs that can be retried. And finally storage lifecycle rules, old logs to cold storage after 30 days, plus a monthly review where each team owns its costs. For example at my last company that took the AWS bill from $84k to $51k a month with no SLO breaches.`,
    vague: `Cloud costs can get out of control really quickly so it's important to keep an eye on them. I'd look at what we're using and turn off what we don't need. I think it's a balance between cost and reliability and you have to be careful. I'm passionate about cloud and I always follow best practices.`,
    generic: `To reduce cloud costs without hurting reliability you need cost visibility and tagging, rightsizing, autoscaling, reserved or spot instances and storage lifecycle policies, and teams should own their costs. Cloud cost optimisation is an ongoing process, not a one-off project. Monitoring and observability are important so that reliability is protected while costs go down, and infrastructure as code helps keep everything consistent.`,
    offTopic: `I got into DevOps from a support role. I was the person who always wrote scripts to automate the boring stuff, and my manager noticed and moved me to the platform team. I'm doing my Kubernetes certification at the moment.`,
  },
  {
    questionId: 'sit-data-analytics-01',
    role: 'Data Analyst',
    industry: 'technology',
    strong: `OK so a 30% drop overnight, my first thought is it's probably the data not the business. So first I check the data pipeline and tracking, did the overnight job finish, did row counts drop, did someone change the tracking tag. This actually happened at my last job, the revenue table had 40% fewer rows because one region's feed failed. If the pipeline is fine I segment by product, region and channel to see if the drop is everywhere or in one place. Then I compare with known events and releases, a site release, a pricing change, a payment outage. I confirm the numbers against the source systems, the payment provider's report, with a quick SQL check. And I communicate findings early to the stakeholders, even a 'we think it's a data issue, confirming by 11' message, so nobody makes a decision on a wrong number. In that case we had it fixed and the dashboard backfilled in 3 hours.`,
    vague: `I would investigate the data and try to find out what happened. It could be lots of things. I'd probably talk to the team and look at the dashboard in more detail. I'm very curious and I love digging into data, so this is the kind of problem I enjoy. Then I'd report back what I found.`,
    generic: `If a dashboard shows revenue dropped overnight I would investigate the data carefully. I would check the data pipeline and tracking, segment by product, region and channel, compare with known events and releases, confirm against source systems and communicate findings to stakeholders. Data quality is very important and as an analyst you need to be curious and use SQL and Python to dig into the data.`,
    offTopic: `I'd describe myself as a hard worker and a team player. In my free time I play chess online, I'm rated about 1600, and I think it's helped my patience and my ability to think a few moves ahead.`,
    shortStrong: `First I'd check whether the data moved or the business did: did last night's load finish, are the row counts normal. When this happened to me, one country's feed had failed, so revenue looked 30% lower. I confirmed it against Stripe's own report, told finance within the hour that it was a data gap, and we backfilled by noon.`,
  },
  {
    questionId: 'sit-sales-03',
    role: 'Sales Manager',
    industry: 'retail',
    strong: `I've actually been there, in Q4 2023 my team of 7 was 30% behind with one quarter left. First I did a pipeline review with each rep, deal by deal, in the CRM, and we were honest about which deals were real. We cut the pipeline from 58 deals to 21 and put everything into the winnable deals, the ones with a decision-maker engaged and budget confirmed. I did coaching on the calls for those, I joined the discovery calls and we practised objection handling on pricing. I gave leadership an honest update in week one, an accurate forecast of 88% of quota rather than promising 100%, and asked for help from pre-sales on the two biggest deals. We finished at 93% of quota, and win rate on the focused deals was 48%.`,
    vague: `I would motivate the team and make sure everyone is working hard. Sales is a numbers game so we'd need to make more calls and push harder. I'm very results driven and I never give up, so I'd lead from the front and close some deals myself. I believe a positive attitude makes all the difference.`,
    generic: `If my team is behind quota with one quarter left I would do a pipeline review, focus on winnable deals, provide coaching and give an accurate forecast and an honest update to leadership. Sales is about discipline and focus. A strong sales manager keeps the team motivated, uses the CRM properly and makes sure every rep understands their number and the pipeline they need to close it.`,
    offTopic: `What I like most about sales is the people. I've always been a talker, my mum says I could sell ice to penguins! I started in a phone shop at 18 and I've been in sales ever since, mostly in consumer electronics.`,
  },
  {
    questionId: 'sit-teaching-02',
    role: 'Teacher',
    industry: 'education',
    strong: `First I'd reply the same day to acknowledge their concern, something like "thank you for getting in touch, I can see this matters a lot to you", without getting defensive in an email. I'd offer a meeting or a call rather than argue by email. Before the meeting I'd pull the evidence of the work, the essay, my marking and two examples at different grades. In the meeting I'd explain the marking criteria and show where the work met them and where it didn't. Then we'd agree next steps, for example a redraft or extra feedback sessions, and I'd follow up in writing. When this happened to me last year the parent went from furious to asking how they could help at home, and the student moved up a grade by the next assessment.`,
    vague: `I would stay calm and professional. Parents care about their children and that's a good thing. I'd explain my reasons and hopefully they'd understand. Communication with parents is really important to me and I always try to build good relationships with families.`,
    generic: `If a parent emails me angry about their child's grade, I would acknowledge their concern, share evidence of the work, offer a meeting, explain the marking criteria and agree next steps. Communication with parents is a really important part of teaching. I believe in building positive relationships with families and being transparent about assessment, marking and progress so parents feel involved.`,
    offTopic: `My favourite lesson to teach is the Romans in Year 4, we build a model of Hadrian's Wall out of cardboard and the kids love it. I also run the after-school art club on Wednesdays.`,
  },
  {
    questionId: 'sit-customer-service-02',
    role: 'Customer Support Team Lead',
    industry: 'technology',
    strong: `So the first 10 minutes matter most. First I make sure the status page is updated and linked on the help centre and in the auto-reply, because that alone cut our incoming tickets by about half in the outage we had in March. Then we switch to prepared responses, we had a macro ready for outages, so agents aren't writing the same thing 400 times. I prioritise the most affected customers, the enterprise accounts with an SLA and anyone whose payments failed, and I tag all outage tickets so we can find them later. I post regular updates every 30 minutes even if there's nothing new. And after resolution we do a follow-up to everyone who contacted us with what happened and, where it applied, a credit. CSAT that week was 82%, which for an outage week was honestly good.`,
    vague: `I'd stay calm and make sure the team stays calm too. Customers would be frustrated so you need a lot of empathy and patience. We'd answer everyone as fast as we can and keep them informed. Teamwork is really important in moments like that.`,
    generic: `When an outage means hundreds of customers are contacting support, I would use a status page, prepared responses, prioritise the most affected customers, give regular updates and follow up after resolution. Customer experience is everything in these moments. Empathy, tone and clear communication are key, and the team needs to stay calm and work together to protect customer satisfaction and retention.`,
    offTopic: `I'm proud that I was promoted to team lead after only 18 months. I think it was because I always helped new starters and I know the product really well. I also speak Spanish and Portuguese which comes in handy.`,
  },
  {
    questionId: 'sit-hospitality-01',
    role: 'Restaurant Manager',
    industry: 'retail',
    strong: `I'd take it very seriously because a severe nut allergy can kill. First I'd thank the guest and write it on the order, then inform the kitchen directly, I'd go and speak to the head chef myself, not just rely on the ticket. We'd check ingredients for every dish they're interested in against our allergen matrix and the labels, including sauces and garnishes. The kitchen prevents cross-contamination, clean boards and utensils, a separate pan, and the dish is carried out on its own by the manager. I'd confirm with the guest what we can safely serve, and if we're not 100% sure about something, I'd say no, I'd never guess. For example at my last restaurant we served about 30 allergy covers a week this way with zero incidents in 2 years.`,
    vague: `Guest satisfaction is my top priority so I'd make sure they have a great experience. I'd let the kitchen know and make sure they're careful. I have a lot of experience in hospitality and I'm very customer focused. I'd do whatever it takes to make the guest happy.`,
    generic: `If a guest tells me they have a severe nut allergy I would inform the kitchen, check ingredients, prevent cross-contamination, confirm with the guest and never guess. Allergens and food safety are very important in hospitality. A great guest experience depends on the team being trained on allergens and hygiene and on everyone taking every allergy seriously.`,
    offTopic: `I've worked in restaurants since I was 16, starting as a kitchen porter, then waiting tables, then supervisor. I love the buzz of a busy Saturday night and I'm a big foodie, I'm always trying new places on my days off.`,
  },
  {
    questionId: 'tech-data-analytics-04',
    role: 'Data Scientist',
    industry: 'technology',
    strong: `Data leakage is when the model sees information at training time it won't have when it predicts, so the scores look great and then it falls over in production.
S: At my last job we built a churn model for a telecom client and the first version had an AUC of 0.97, which was suspiciously high scores territory.
T: I was asked to find out why before it went to the client.
A: I went through the features one by one and found a target-derived feature, 'days since cancellation request', which is future information. I also found we had scaled the whole dataset before splitting, so I moved the split before preprocessing and put the scaling inside the cross-validation pipeline in scikit-learn. Because churn is over time I switched to a time-based split, training on 2021 and testing on 2022.
R: AUC dropped to 0.81, which is honest, and the model held at 0.79 in production for 6 months.`,
    vague: `Data leakage is a big problem in data science. The main things to prevent it are:
1. Be careful with your data
2. Follow best practices
3. Validate your model
4. Communicate with the team
I always make sure to follow these steps in my projects because data quality is very important to me.`,
    generic: `Data leakage is when target or future information gets into the features. To prevent it you should split before preprocessing, use a time-based split when the data is over time, and keep preprocessing inside the cross-validation pipeline. You should also be careful about suspiciously high scores. Leakage is a common cause of overfitting and it is important for data quality and for stakeholders to trust the model.`,
    offTopic: `I moved into data science from economics. I did an online course in Python and pandas and then built a few projects, like predicting house prices in my city, which I put on GitHub. I'm really interested in how data can help small businesses.`,
  },
  {
    questionId: 'beh-prioritisation-01',
    role: 'Office Manager',
    industry: 'consulting',
    strong: `Um so in March last year our finance assistant left suddenly and I ended up covering her work on top of mine, it was basically payroll for 40 people, supplier invoices, and the office move we had planned for the same month. First I listed all the tasks for the next three weeks on one page. Then I sorted them by urgency and impact, payroll had to be right and on time, the move had a fixed date, and the invoices could wait a week or two without penalties. I took the list to my manager and we agreed priorities together, and she agreed I could delegate the move logistics to two of the team and push the stationery tender to April. In the end payroll went out on time both months, the move happened on the planned weekend, and we only paid one late fee of about £60. The lesson for me was to agree what gets dropped out loud, not just quietly work late.`,
    vague: `I'm really good at prioritising, it's one of my strengths. When I have a lot on I just stay organised and make lists and get through it. I'm a hard worker and I don't mind staying late if it needs to be done. I think it's about staying calm and focused and not panicking.`,
    generic: `When I have more work than I can finish I have listed all the tasks, looked at urgency and impact, agreed priorities with my manager or stakeholders, and dropped or delegated work where needed. Prioritisation and time management are very important skills in an office environment. I use the Eisenhower matrix and I think the result is always better when you communicate with your manager early and keep everyone informed.`,
    offTopic: `I chose office management because I like keeping things running smoothly for everyone else. Before this I worked in a hotel reception for three years, which taught me a lot about dealing with people, and I'm the kind of person who organises the team's birthday cakes.`,
  },
];
