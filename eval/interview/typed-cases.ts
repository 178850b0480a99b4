import type { InterviewIndustry } from '#common/industries.ts';

/**
 * Answers in the shapes people type into the practice box: bullets, Markdown bold and heading labels, 'Task:' lines,
 * run-on prose, short and long, across professions. Cases come in pairs of questions of one field, so that the
 * off-topic answer to a question is the other question's strong answer: fluent, specific, in the same field's words,
 * about something else. Every answer was written, and its tier set, before the engine read it. The held-out pairs
 * (a third) were written with the others and are never tuned on: the suite prints only how many of them fail.
 */
export type TypedInterviewCase = {
  questionId: string;
  role: string;
  industry: InterviewIndustry;
  part: 'tuning' | 'held-out';
  /** A real story or worked approach that answers this question, with the person's own specifics. */
  strong: string;
  /** On the question, but claims and intentions with no story, steps or specifics of the person's own. */
  vague: string;
  /** The case whose strong answer is this question's off-topic answer: the other question of its pair. */
  offTopicFrom: string;
};

export const TYPED_INTERVIEW_CASES: TypedInterviewCase[] = [
  {
    questionId: 'tech-nursing-01',
    role: 'Registered Nurse',
    industry: 'healthcare',
    part: 'tuning',
    strong: `- Start with ABC: is the airway clear, how is the breathing (rate, effort, sats), circulation (pulse, cap refill, BP)
- Full set of baseline obs and a NEWS2 score so we have something to compare against later
- Then head to toe: neuro (alert, confused?), chest, abdomen, then skin integrity, I check heels and sacrum for pressure damage and do a Waterlow, plus pain score and mobility / falls risk
- History and allergies from the patient and the GP summary, and I put the allergy band on straight away
- Document it all on the admission paperwork and escalate anything abnormal

Last month an 82-year-old came up from A&E labelled as a simple fall. On my assessment her resp rate was 24 and she was new-confused, NEWS2 of 6, so I escalated to the doctor within 15 minutes and she was started on the sepsis pathway. She went home 5 days later.`,
    vague: `I always assess new patients thoroughly from head to toe and make sure nothing is missed. Patient safety is my number one priority so I take my time and I am very thorough. I check everything and I write it down, and if something is not right I tell the nurse in charge. I have done lots of admissions so I am confident with it.`,
    offTopicFrom: 'sit-nursing-01',
  },
  {
    questionId: 'sit-nursing-01',
    role: 'Staff Nurse',
    industry: 'healthcare',
    part: 'tuning',
    strong: `I had this with a gentleman on the stroke unit who refused his evening enoxaparin. First I sat down and asked him why, rather than just writing "refused", and it turned out he thought it was a second dose of the blood thinner he already takes at home and was scared of bleeding. I explained what it was for, that it stops clots forming in his legs while he's in bed most of the day, and that his home tablet had been stopped on admission. He had capacity and it is his decision, so I told him that too and that he could think about it. He still said no that night, so I informed the prescriber, the F1 on call, who came and spoke to him, and I documented the refusal, his reasons and the conversation in his notes and on the drug chart. The next morning he accepted it after the pharmacist went through his medication list with him.`,
    vague: `If a patient refuses their medication I respect that, it is their right. I would try to talk to them and make them feel comfortable. I am very patient and caring so usually they come round. If they still refuse I would let someone know and make a note of it.`,
    offTopicFrom: 'tech-nursing-01',
  },
  {
    questionId: 'occ-electrician-skill-electrical-wiring-cut-corners',
    role: 'Electrician',
    industry: 'manufacturing',
    part: 'tuning',
    strong: `Happened to me on a shop fit-out in 2022. We were behind and the lead hand wanted to skip the insulation resistance and RCD tests on two new circuits and just sign them off so the shopfitters could close the ceiling. I said no, I'm not signing a cert for something I haven't tested, and I explained the risk: if a cable got nicked by a ceiling fixing nobody finds out until someone gets a shock or it trips and nobody knows why. Instead I offered to test while they started the other end of the ceiling, so we lost about 40 minutes rather than half a day. One circuit actually read low because a cable had been pinched behind a bracket, which we fixed before the ceiling went up. When it happened again a week later with the same lead hand I raised it with the contracts manager, and after that tests were put on the daily plan.`,
    vague: `I would never cut corners because safety comes first in this trade. I would tell my colleague that we have to do it properly and follow the regulations. I take pride in my work and I always do things by the book even if it takes a bit longer.`,
    offTopicFrom: 'occ-electrician-skill-electrical-wiring-earlier-error',
  },
  {
    questionId: 'occ-electrician-skill-electrical-wiring-earlier-error',
    role: 'Electrician',
    industry: 'manufacturing',
    part: 'tuning',
    strong: `**Situation:** Second fix on a new-build house, I took over from another sparky who had gone to a different site. When I was connecting the kitchen I found the cooker circuit had been run in 2.5mm cable on a 32A breaker.
**Task:** I had to decide whether to carry on or stop, because the kitchen was due to be handed over on the Friday.
**Action:** I isolated the circuit and locked it off, then checked the rest of his circuits against the drawings and did a quick check of every cable size at the board. Only the cooker was wrong. I called the site supervisor and the electrician who'd done it so they knew, then pulled in 6mm cable the same day, tested it and wrote it up in the site diary and on the snag list.
**Result:** Handover still happened on the Friday and the contractor now has a second person check cable sizes against the design before first fix is signed off.`,
    vague: `If I found a mistake in earlier work I would definitely fix it straight away. It's important to do things properly and not leave problems for the next person. I would let my supervisor know and make sure it's all safe before I carry on.`,
    offTopicFrom: 'occ-electrician-skill-electrical-wiring-cut-corners',
  },
  {
    questionId: 'tech-teaching-01',
    role: 'Primary School Teacher',
    industry: 'education',
    part: 'tuning',
    strong: `## Objective
I start from what I want them to be able to do by the end, written as one sentence on the board, e.g. "I can add fractions with the same denominator".

## Prior knowledge
I look at last lesson's exit tickets to see who has the idea already and who doesn't. In my Year 4 class last term about a third still mixed up numerator and denominator, so I started with a 5-minute recap on mini whiteboards.

## Activities
- I do / we do / you do: model two examples, two together, then independent work
- Fraction strips for anyone who needs them, a challenge card for the ones who finish early, that's my differentiation
- TA works with a group of 6 at the back table

## Assessment
Cold-call questions during the lesson and an exit ticket of 3 questions, which tells me where tomorrow's lesson starts.`,
    vague: `I plan my lessons carefully so that they are engaging and fun for the children. I think about what I want them to learn and I try to make it interesting. I follow the curriculum and I always make sure every child is included. Planning is really important to me.`,
    offTopicFrom: 'sit-teaching-01',
  },
  {
    questionId: 'sit-teaching-01',
    role: 'Secondary School Teacher',
    industry: 'education',
    part: 'tuning',
    strong: `so I had a boy in a Year 8 science group who was shouting out and throwing things most lessons and the first thing was I stayed calm and didn't get into an argument with him in front of everyone because that's what he wanted, I used the school behaviour policy, so a warning and then a move to the side desk and then the sanction if it carried on, same as anyone else, and then I kept him back for two minutes at the end for a private conversation, not a telling off, just asking what was going on, and it came out that he couldn't read the worksheets and was covering it up, so I spoke to the SENCO and we got him a reading assessment and I started giving him the text read aloud and a partner, and I called his mum to explain what we were doing, and by the end of that half term his behaviour points had gone from 14 to 2`,
    vague: `When a student disrupts my lessons I stay calm and follow the behaviour policy. I think it's important to have clear expectations and be consistent. Usually there's a reason behind the behaviour so I try to understand the student. I would involve the parents if it continued.`,
    offTopicFrom: 'tech-teaching-01',
  },
  {
    questionId: 'tech-accounting-03',
    role: 'Financial Accountant',
    industry: 'finance',
    part: 'tuning',
    strong: `At my current company I took our close from 9 working days to 5. What made the difference:
1) A close calendar everyone can see, each task has an owner and a day (WD1 to WD5), and a checklist in the shared drive that gets ticked off
2) Accruals and prepayments prepared on WD1 from the PO report and the prepayment schedule instead of waiting for invoices
3) Balance sheet reconciliations for all 60 accounts by WD3, with anything over £5k unexplained flagged to me
4) Journal review, every manual journal above £10k is approved by a second person before it posts
5) Variance analysis against budget and last month, I write the commentary for anything over 10% before the management pack goes out on WD5
We also moved intercompany to a fixed cut-off date, which on its own saved a day.`,
    vague: `For month-end I make sure everything is done on time and accurately. I am very organised and I work well under pressure, so I can get through all the tasks. I check my work carefully and I always meet my deadlines. I have done many month-end closes over the years.`,
    offTopicFrom: 'sit-accounting-01',
  },
  {
    questionId: 'sit-accounting-01',
    role: 'Accountant',
    industry: 'finance',
    part: 'tuning',
    strong: `I'd go through each item in the suspense account one by one. When I joined my last employer the suspense account had a balance of about £48,000 made up of 130 items, some going back 18 months. I ran an ageing analysis first so I could see what was oldest and biggest, then traced each item to its source, most of them were customer receipts with the wrong reference and a few were supplier refunds nobody had matched. I corrected the postings with journals to the right customer and supplier accounts, and the 9 items I couldn't trace I escalated to the financial controller with my notes. To prevent it coming back I set up a weekly review of new suspense items and asked the credit control team to send remittances to a shared inbox. Within three months the balance was under £500 and it has stayed there.`,
    vague: `If the suspense account doesn't reconcile I would investigate until I find the problem. I'm very detail-oriented so I enjoy that kind of work. I would look into the entries and fix what is wrong, and if I got stuck I would ask my manager for help.`,
    offTopicFrom: 'tech-accounting-03',
  },
  {
    questionId: 'beh-teamwork-01',
    role: 'Warehouse Team Leader',
    industry: 'manufacturing',
    part: 'tuning',
    strong: `**Situation** – On the night shift at a parcel depot, one of the four loaders on my bay kept disappearing for long breaks and the other three were picking up his cages. Our trailers were leaving 20 minutes late.
**Task** – As the team leader I had to sort it without losing the rest of the team, who were getting fed up.
**Action** – I raised it with him early, the same week, in private rather than in front of everyone. He told me his mum was ill and he was on the phone to the hospital most nights. I swapped him onto a bay with a quieter first hour, agreed fixed break times, and moved one of the others onto the heavy cages for that month so the work was shared fairly. I told the team we had a plan without giving his private reasons.
**Result** – Within two weeks the trailers were leaving on time again and he stayed with us.`,
    vague: `When someone isn't pulling their weight I deal with it. I'm not afraid to have difficult conversations. I believe everyone in a team should do their fair share and I lead by example, so people respect me. It's important to keep the team together and focused on the goal.`,
    offTopicFrom: 'beh-customer-focus-01',
  },
  {
    questionId: 'beh-customer-focus-01',
    role: 'Pharmacy Assistant',
    industry: 'healthcare',
    part: 'tuning',
    strong: `Situation: An elderly customer came in on a Saturday afternoon for his insulin pens and we only had one box left, which was for a different patient.
Task: I needed to get him his insulin before the weekend without breaking the rules on giving out someone else's prescription.
Action: I rang the three other branches nearby and found one that had his pens in stock. His daughter couldn't drive him, so I asked my manager if I could take them to him on my way home, and she agreed and filled in the delivery log with me. I also flagged with our buyer that we should keep two boxes of that pen in stock.
Result: He had his insulin by 6pm. His daughter wrote to head office and I got a thank you from the area manager, and we haven't run out of that pen since.`,
    vague: `I always go the extra mile for customers because they are the most important part of the job. I treat every customer like family and I always make sure they leave happy. I think good customer service is about listening and caring, and I get a lot of compliments.`,
    offTopicFrom: 'beh-teamwork-01',
  },
  {
    questionId: 'tech-it-support-01',
    role: 'IT Support Technician',
    industry: 'technology',
    part: 'tuning',
    strong: `First question is always when did it start, because "slow since Tuesday" usually means an update or something new got installed. Then I remote in and open Task Manager, is it CPU, memory or the disk at 100%. A lot of our older laptops still had spinning disks and 4GB RAM, so the disk was often the answer. Then I look at startup programs, one user had 14 things launching at login including three different PDF readers, and check Windows Update isn't stuck half way. I run a Defender full scan to rule out malware. I write what I found and did in the ticket, so if it comes back the next tech doesn't start again. For that user, disabling the startup junk took login from about 4 minutes to under 1.`,
    vague: `I would have a look at the computer and see what's slowing it down. Usually it's something simple like too many programs open, so I would close them or restart it. If that doesn't work I would escalate it. I'm good with computers and I like helping people.`,
    offTopicFrom: 'sit-it-support-01',
  },
  {
    questionId: 'sit-it-support-01',
    role: 'IT Support Analyst',
    industry: 'technology',
    part: 'tuning',
    strong: `Keep calm and go to them, not a remote session. Quick checks in order: is the headset picked as the audio device, is the camera blocked by another app, is the laptop on the guest Wi-Fi. If that isn't fixed in two minutes I hand them my spare laptop already logged into Teams, or give them the dial-in number so they can join by phone. I did this for our CFO before a board call, she joined on the spare with a minute to go. Afterwards I found the cause, a Teams update had reset her default mic, and sent her a note.`,
    vague: `I would try to fix it as fast as possible because it's urgent. I'd stay calm and check the usual things. Executives are busy people so I'd make sure they are looked after and get into their call.`,
    offTopicFrom: 'tech-it-support-01',
  },
  {
    questionId: 'tech-construction-management-01',
    role: 'Site Manager',
    industry: 'manufacturing',
    part: 'held-out',
    strong: `I do a walk round every morning before the trades start and a full inspection every Friday with the form. The order I go in:
• Access and housekeeping first, walkways clear, no trailing leads
• Scaffolding and edge protection, I check the scaff tag is in date (inspected in the last 7 days) and that toe boards and guard rails are all there
• PPE, hats, boots, hi-vis, and the task-specific stuff like eye protection for anyone cutting
• Permits, anyone doing hot works or working in the excavation has a live permit
• Then I write it up and every action gets a name and a date, and I close it out on the next walk
On a 40-unit housing job last year this is how we went the whole 14 months without a reportable accident.`,
    vague: `Safety inspections are very important on a construction site. I would walk round and make sure everything is safe and everyone is following the rules. I have a good eye for hazards and I'm not afraid to tell people when something isn't right.`,
    offTopicFrom: 'sit-construction-management-01',
  },
  {
    questionId: 'sit-construction-management-01',
    role: 'Construction Supervisor',
    industry: 'manufacturing',
    part: 'held-out',
    strong: `Stop the work first, straight away, I'd shout up and get him to stay still and come down the way he went up, not rush. Make it safe before anyone goes back up, either a harness clipped to the anchor line or edge protection put back, whatever the method statement says for that roof. Then talk to him away from the others, find out why, was the harness missing, did nobody brief him, was he just rushing. It happened to me with a roofer on a school extension, it turned out the anchor point hadn't been installed on that side yet, so it wasn't only his fault. I informed his supervisor and our H&S manager the same morning, recorded it as a near miss, and the anchor was fitted before lunch.`,
    vague: `I would tell him to come down immediately because that is very dangerous. Safety is non-negotiable for me. I would remind him of the rules and report it to the right people.`,
    offTopicFrom: 'tech-construction-management-01',
  },
  {
    questionId: 'beh-ethics-01',
    role: 'Assistant Accountant',
    industry: 'finance',
    part: 'held-out',
    strong: `At my first job after qualifying, the sales director asked me to book a large order in March that the customer hadn't signed until April, so the quarter would hit target. What was asked was clear, and it was wrong because the revenue belonged to April and it would have overstated our quarter to the bank. My task was to close the sales ledger for the quarter, so it was my entry to make or not. I said I couldn't post it without a signed order dated in March, and I raised the concern with my manager, the financial controller, the same afternoon with the email attached. She backed me and spoke to the director. The order went into April, the auditors picked up nothing that year, and the director actually asked me to run a cut-off session for his team.`,
    vague: `I have strong values and I would never do something I felt was wrong. If I was asked to I would say no and explain why. Honesty and integrity are really important to me and I think you should always do the right thing even when it's hard.`,
    offTopicFrom: 'beh-mentoring-01',
  },
  {
    questionId: 'beh-mentoring-01',
    role: 'Charge Nurse',
    industry: 'healthcare',
    part: 'held-out',
    strong: `### The situation
A newly qualified nurse joined our surgical ward and was anxious about looking after post-op patients on her own.

### What I did
- We agreed her goals in the first week: manage a bay of 4 patients independently and give IV antibiotics signed off by the end of her preceptorship
- Regular one-to-ones every fortnight, 30 minutes, protected, off the ward
- Stretch assignments once she was ready, like taking handover for the bay and leading a discharge
- Feedback straight after shifts, one thing that went well and one to work on

### Result
She was signed off on IVs in 10 weeks and by 6 months she was taking a bay of 6. She's now a preceptor herself.`,
    vague: `I really enjoy mentoring and I think I am good at it. I am patient and supportive and I always make time for people who need help. I like to lead by example and share what I know, and I think the people I have mentored have grown a lot.`,
    offTopicFrom: 'beh-ethics-01',
  },
  {
    questionId: 'sit-human-resources-01',
    role: 'HR Business Partner',
    industry: 'consulting',
    part: 'held-out',
    strong: `I'd challenge the reason with the hiring manager straight away, calmly but clearly. I had a manager who wanted to turn down a candidate because she "might want a family soon". I explained that's sex and pregnancy discrimination under the Equality Act, and that it exposes the company to a tribunal claim. Then I took us back to the agreed selection criteria from the job spec and the interview scores, where she had scored highest of the 5 candidates. I documented the conversation and his reason in the recruitment file. He still wasn't happy, so I escalated to the HR director, and the offer was made that week. She's been with us two years.`,
    vague: `I would not let discrimination happen because fairness is really important in HR. I would talk to the hiring manager and explain that we have to treat all candidates equally. If they didn't listen I would take it further.`,
    offTopicFrom: 'tech-human-resources-01',
  },
  {
    questionId: 'tech-human-resources-01',
    role: 'Recruitment Coordinator',
    industry: 'consulting',
    part: 'held-out',
    strong: `I write it backwards from what the person will achieve in their first year, not a list of tasks, for example "reduce time-to-hire for warehouse roles to under 3 weeks". Then I split the requirements into essential and desirable, and I push back hard on hiring managers who want 10 essentials, because women especially don't apply unless they meet all of them. I run the draft through a gender decoder to check for inclusive language. I always put the salary range in, our applications went up by about a third when we started doing that. Last I add a short, honest bit about the team and the benefits that matter, like hybrid days and the training budget.`,
    vague: `A good job description should be clear and attractive so that the right people apply. I would describe the role and what we are looking for and make it sound exciting. I think it's important to sell the company as well.`,
    offTopicFrom: 'sit-human-resources-01',
  },
];
