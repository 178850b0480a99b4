import type { Cliche, WeakPhrase } from './types.ts';

/**
 * Wording that hides what the candidate did. The advice is shown right after a quotation of the
 * user's own words, so it uses no quotation marks except single quotes around an example rewrite.
 */
export const WEAK_PHRASES: readonly WeakPhrase[] = [
  {
    phrase: 'responsible for',
    advice:
      'Say what you did and what changed, for example: Led the monthly close, cutting it from 8 days to 5.',
  },
  {
    phrase: 'duties included',
    advice:
      'Turn each duty into an accomplishment with a result, for example: Processed 120 invoices a week with no late payments.',
  },
  {
    phrase: 'worked on',
    advice:
      'Name your exact part in the work and its outcome, for example: Built the checkout API that handles 2,000 orders a day.',
  },
  {
    phrase: 'helped with',
    advice:
      'State the piece you owned and what it achieved, for example: Drafted the grant budget that secured $250K in funding.',
  },
  {
    phrase: 'helped to',
    advice:
      'Drop the hedge and claim your own contribution, for example: Cut onboarding time by 30% by rewriting the training guide.',
  },
  {
    phrase: 'assisted with',
    advice:
      'Describe the task you carried out yourself and its effect, for example: Prepared 40 tax returns in peak season with no amendments.',
  },
  {
    phrase: 'assisted in',
    advice:
      'Lead with a verb for what you personally did, for example: Positioned patients for 25 CT scans per shift with no repeat exposures.',
  },
  {
    phrase: 'involved in',
    advice:
      'Involvement does not show your role, so name it, for example: Coordinated vendor selection for a $1.2M ERP rollout.',
  },
  {
    phrase: 'tasked with',
    advice:
      'Skip the assignment and report the result, for example: Reduced stockouts by 18% by redesigning reorder points.',
  },
  {
    phrase: 'participated in',
    advice:
      'Show what you contributed rather than that you took part, for example: Proposed three fixes at the kaizen event, two adopted plant-wide.',
  },
  {
    phrase: 'in charge of',
    advice:
      'Open with a leadership verb and the scale, for example: Supervised 12 staff across two shifts, raising output 15%.',
  },
  {
    phrase: 'was part of',
    advice:
      'Say what you did inside the team, for example: Wrote the test suite for a six-person team that shipped the app on schedule.',
  },
  {
    phrase: 'worked with',
    advice:
      'Name who you worked with and what you achieved together, for example: Partnered with finance to cut software spend by $80K.',
  },
  {
    phrase: 'worked as',
    advice:
      'Let the job title sit in the heading and use the bullet for a result, for example: Served 150 guests a night with a 4.8 review average.',
  },
  {
    phrase: 'familiar with',
    advice:
      'List the skill plainly or show where you applied it, for example: Built weekly sales dashboards in Tableau.',
  },
  {
    phrase: 'exposure to',
    advice:
      'Exposure sounds passive, so describe concrete use, for example: Configured Kubernetes deployments for two internal services.',
  },
  {
    phrase: 'knowledge of',
    advice:
      'Show the knowledge at work instead of claiming it, for example: Applied GAAP revenue rules to 30 new contracts.',
  },
  {
    phrase: 'experience in',
    advice:
      'Prove the experience with an accomplishment, for example: Ran payroll for 220 employees across three states.',
  },
  {
    phrase: 'hands-on experience',
    advice:
      'Replace the label with what you built, fixed or ran, for example: Rewired 14 production lines during a plant upgrade.',
  },
  {
    phrase: 'gained experience',
    advice:
      'Report what you did while learning, for example: Reconciled 14 bank accounts monthly during a finance internship.',
  },
  {
    phrase: 'various',
    advice:
      'Replace it with the specific items or a count, for example: Supported 3 product lines and 40 retail accounts.',
  },
  {
    phrase: 'a variety of',
    advice: 'Name the items or count them so the reader can see the real range of your work.',
  },
  {
    phrase: 'a number of',
    advice: 'Give the actual number, for example: Launched 7 email campaigns in one quarter.',
  },
  {
    phrase: 'numerous',
    advice: 'Replace it with the real count, for example: Trained 45 new hires.',
  },
  {
    phrase: 'several',
    advice: 'Give the exact figure; a precise number is more believable than a vague amount.',
  },
  {
    phrase: 'etc.',
    advice:
      'End the list with your strongest example instead of trailing off, or cut the list to the items that matter.',
  },
  {
    phrase: 'successfully',
    advice:
      'Cut the word and let a measurable result show the success, for example: Launched the campaign, generating 1,200 qualified leads.',
  },
  {
    phrase: 'attempted to',
    advice: 'Report what you actually accomplished, or leave the item out if the attempt did not succeed.',
  },
  {
    phrase: 'tried to',
    advice: 'Describe the action you took and what came of it rather than the attempt.',
  },
  {
    phrase: 'in order to',
    advice: 'Shorten this to a plain to and spend the saved space on a number or result.',
  },
  {
    phrase: 'able to',
    advice: 'Drop it and state what you did, for example: Resolved 95% of tickets on first contact.',
  },
  {
    phrase: 'contributed to',
    advice:
      'Specify your share of the outcome, for example: Wrote 4 of the 6 modules that raised course completion to 88%.',
  },
  {
    phrase: 'played a role in',
    advice: 'Name the role you played and the result it drove, with a number where you can.',
  },
  {
    phrase: 'played a key role',
    advice:
      'Show why it was key by stating your action and its effect, for example: Negotiated the supplier contract that saved $300K a year.',
  },
  {
    phrase: 'served as',
    advice:
      'Swap it for a verb that shows what you did in that role, for example: Chaired the safety committee, cutting recordable incidents by 40%.',
  },
  {
    phrase: 'dealt with',
    advice:
      'Say how you resolved the matter, for example: Resolved 30 escalated complaints a week with a 92% satisfaction score.',
  },
  {
    phrase: 'handled',
    advice:
      'Use a precise verb and add the outcome, for example: Processed 200 returns a week with 99% accuracy.',
  },
  {
    phrase: 'utilized',
    advice:
      'Say what you achieved with the tool, for example: Automated invoice matching in Excel, saving 6 hours a week.',
  },
  {
    phrase: 'made sure',
    advice:
      'Use a precise verb and the result it protected, for example: Verified 300 medication orders a shift with zero dispensing errors.',
  },
  {
    phrase: 'day-to-day',
    advice:
      'Replace routine wording with the scale of the work, for example: Managed a 300-item inventory across two sites.',
  },
  {
    phrase: 'on a daily basis',
    advice: 'Turn the frequency into volume, for example: Answered 60 customer calls a day.',
  },
  {
    phrase: 'references available upon request',
    advice: 'Remove this line; employers assume you have references and will ask for them when needed.',
  },
];

/** Empty self-descriptions recruiters skip, with how to show the quality instead. */
export const CLICHES: readonly Cliche[] = [
  {
    phrase: 'team player',
    advice:
      'Show a shared win and your part in it, for example: Covered two roles during a hiring freeze so the team met its Q3 deadline.',
  },
  {
    phrase: 'hard-working',
    advice:
      'Let volume and results prove the effort, for example: Closed 140 support tickets a week, the most on the team.',
  },
  {
    phrase: 'hardworking',
    advice:
      'Replace the adjective with output a reader can count, such as orders filled, cases closed or hours saved.',
  },
  {
    phrase: 'hard worker',
    advice: 'Show the effort through what it produced, with a number that stands out against your peers.',
  },
  {
    phrase: 'detail-oriented',
    advice:
      'Cite an accuracy figure instead, for example: Kept inventory records at 99.8% accuracy across three audits.',
  },
  {
    phrase: 'detail oriented',
    advice: 'Prove the care with an error rate, audit result or catch that saved money or time.',
  },
  {
    phrase: 'results-driven',
    advice: 'Replace the label with the results themselves: revenue, savings, time or quality figures.',
  },
  {
    phrase: 'results-oriented',
    advice: 'Cut the label and open your bullets with outcomes measured in numbers.',
  },
  {
    phrase: 'go-getter',
    advice: 'Describe something you started without being asked and what it delivered.',
  },
  {
    phrase: 'think outside the box',
    advice:
      'Describe the unusual solution and its payoff, for example: Moved maintenance to idle night shifts, cutting downtime 20%.',
  },
  {
    phrase: 'out-of-the-box',
    advice: 'Name the new approach you took and the measurable difference it made.',
  },
  {
    phrase: 'self-starter',
    advice: 'Give one initiative you launched on your own and the outcome it produced.',
  },
  {
    phrase: 'self-motivated',
    advice:
      'Show a goal you set yourself and reached, for example: Earned the CompTIA Security+ certification in 10 weeks while working full time.',
  },
  {
    phrase: 'synergy',
    advice: 'Name the groups you brought together and the concrete gain from combining their work.',
  },
  {
    phrase: 'proven track record',
    advice: 'Skip the claim and list the record, for example: Exceeded sales quota six quarters in a row.',
  },
  {
    phrase: 'track record of success',
    advice: 'Show the record itself with two or three results that repeat over time.',
  },
  {
    phrase: 'passionate about',
    advice: 'Show the passion through what you did about it, such as a project, volunteer work or a result.',
  },
  {
    phrase: 'dynamic',
    advice: 'Replace it with an example of adapting quickly and what that achieved.',
  },
  {
    phrase: 'strategic thinker',
    advice:
      'Describe a plan you shaped and what it changed, for example: Shifted budget to the two best channels, lifting return on spend 35%.',
  },
  {
    phrase: 'excellent communication skills',
    advice:
      'Point to communication with reach or results, for example: Presented quarterly results to 200 staff and wrote the client newsletter.',
  },
  {
    phrase: 'people person',
    advice:
      'Show relationships that produced results, such as client retention, referrals or team survey scores.',
  },
  {
    phrase: 'fast learner',
    advice:
      'Show how quickly you became productive, for example: Took over payroll in week two and ran it without errors.',
  },
  {
    phrase: 'quick learner',
    advice: 'Name something new you mastered and how soon you delivered with it.',
  },
  {
    phrase: 'go-to person',
    advice:
      'Say what people came to you for and how often, for example: Answered Excel questions for a 30-person finance team.',
  },
  {
    phrase: 'best of breed',
    advice: 'Describe the benchmark, ranking or comparison that shows the work stood out.',
  },
  {
    phrase: 'value add',
    advice: 'State the value in numbers: time saved, revenue earned or costs cut.',
  },
  {
    phrase: 'thought leader',
    advice: 'Point to the articles, talks or standards you produced and the audience they reached.',
  },
  {
    phrase: 'rock star',
    advice: 'Drop the label and give the achievement that would earn it.',
  },
  {
    phrase: 'ninja',
    advice: 'Name the skill plainly and show a result you achieved with it.',
  },
  {
    phrase: 'guru',
    advice: 'Show your level through a certification, a hard problem you solved or people you trained.',
  },
  {
    phrase: 'wear many hats',
    advice: 'List the roles you covered and what each one delivered.',
  },
  {
    phrase: 'highly motivated',
    advice: 'Show what the motivation produced, with numbers a reader can compare.',
  },
  {
    phrase: 'works well under pressure',
    advice:
      'Describe a deadline or crisis and how you delivered, for example: Restored the payment system within 40 minutes during a holiday outage.',
  },
  {
    phrase: 'works well independently',
    advice: 'Describe a project you owned end to end and the result you delivered on your own.',
  },
  {
    phrase: 'go above and beyond',
    advice: 'Say exactly what you did beyond the brief and the effect it had.',
  },
  {
    phrase: 'seasoned professional',
    advice: 'Give the years and the scope instead, such as team size, budget or number of sites.',
  },
  {
    phrase: 'extensive experience',
    advice: 'Quantify the experience by years, volume or scope rather than calling it extensive.',
  },
  {
    phrase: 'innovative',
    advice: 'Name what you introduced and the measurable result it produced.',
  },
  {
    phrase: 'problem solver',
    advice: 'Describe one problem, the fix you found and its measurable effect.',
  },
  {
    phrase: 'multitasker',
    advice:
      'Show the parallel workload and the outcome, for example: Ran four client projects at once, all delivered on time.',
  },
  {
    phrase: 'perfectionist',
    advice:
      'Show quality through results such as error rates or audit scores, rather than a trait that can read as slow.',
  },
  {
    phrase: 'world-class',
    advice: 'Cite the ranking, award or benchmark that supports the claim, or leave it out.',
  },
  {
    phrase: 'game changer',
    advice: 'Describe the change and the measured before and after.',
  },
  {
    phrase: 'move the needle',
    advice: 'Name the metric and how far you moved it, with the time frame.',
  },
  {
    phrase: 'customer-focused',
    advice: 'Cite a customer satisfaction, retention or review score that your work improved.',
  },
  {
    phrase: 'visionary',
    advice: 'Describe a long-term plan you set, who adopted it and what it achieved.',
  },
];
