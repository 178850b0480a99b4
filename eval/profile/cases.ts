import type { ProfileOptimizationRequest } from '#server/ai/provider.ts';

/**
 * A LinkedIn profile written for the project as people paste theirs: summaries wrapped by soft line breaks in the
 * middle of sentences, skills lists mixing titles and fragments, headlines of pipes and skills, career changers
 * stating where they want to go.
 */
export type ProfileCase = {
  id: string;
  request: ProfileOptimizationRequest;
  /** Gold: the summary's sentences and list items, each whole, as the person wrote them. */
  summarySentences: string[];
  /** Gold: the skills the headline names, however many. */
  headlineSkills: string[];
  /** Gold: the career changer's stated aim, in their words; a rewrite must keep it. */
  statedAim?: string;
  /** Gold: entries of the skills list that are job titles or fragments, not skills. */
  notSkills?: string[];
};

export const PROFILE_CASES: ProfileCase[] = [
  {
    id: 'sales-head-soft-breaks',
    request: {
      headline: 'Sales & Marketing Head | B2B Sales | Channel Sales | Key Account Management',
      summary: `Sales and marketing leader with 16 years in building materials and consumer durables across
North and West India. Built a dealer network of 340 channel partners and grew regional
revenue from 45 Cr to 120 Cr in four years. I manage a team of 60 across sales, trade marketing
and customer service.

Open to senior sales leadership roles, feel free to connect.`,
      experience: [
        'Sales & Marketing Head, Kajaria Tiles, 2018 to date: grew revenue from 45 Cr to 120 Cr.',
        'Regional Sales Manager, Asian Paints, 2011 to 2018.',
      ],
      skills: [
        'Sales & Marketing Head',
        'Sales/BD Manager',
        'Sales',
        'Channel Sales',
        'Key Account Management',
        'Team Handling',
        'Business Development',
        'Negotiation',
      ],
    },
    summarySentences: [
      'Sales and marketing leader with 16 years in building materials and consumer durables across North and West India.',
      'Built a dealer network of 340 channel partners and grew regional revenue from 45 Cr to 120 Cr in four years.',
      'I manage a team of 60 across sales, trade marketing and customer service.',
      'Open to senior sales leadership roles, feel free to connect.',
    ],
    headlineSkills: ['B2B Sales', 'Channel Sales', 'Key Account Management'],
    notSkills: ['Sales & Marketing Head', 'Sales/BD Manager'],
  },
  {
    id: 'teacher-to-instructional-design',
    request: {
      headline:
        'Aspiring Instructional Designer | Former Secondary Teacher | Curriculum Design, Articulate Storyline',
      summary: `After 9 years teaching science to 11 to 16 year olds, I am moving into instructional design.
I have written schemes of work used by 14 teachers, built 30 self-paced revision modules in
Google Classroom, and trained colleagues on assessment for learning.
I am looking for my first instructional designer role in corporate learning or EdTech.`,
      experience: ['Science Teacher, Oakfield Academy, 2015 to 2024: led KS3 curriculum redesign.'],
      skills: [
        'Curriculum Design',
        'Articulate Storyline',
        'Lesson Planning',
        'Assessment',
        'Google Classroom',
      ],
    },
    summarySentences: [
      'After 9 years teaching science to 11 to 16 year olds, I am moving into instructional design.',
      'I have written schemes of work used by 14 teachers, built 30 self-paced revision modules in Google Classroom, and trained colleagues on assessment for learning.',
      'I am looking for my first instructional designer role in corporate learning or EdTech.',
    ],
    headlineSkills: ['Curriculum Design', 'Articulate Storyline'],
    statedAim: 'I am looking for my first instructional designer role in corporate learning or EdTech.',
  },
  {
    id: 'full-stack-ten-skills',
    request: {
      headline:
        'Full Stack Developer | React | Node.js | TypeScript | AWS | Docker | Kubernetes | PostgreSQL | GraphQL | Jest | Redis',
      summary: `I build web products end to end. At Shopfront I rebuilt the checkout in React and
Node.js, which cut page load from 4.2s to 1.1s and lifted conversion 9%. I like small teams,
clear ownership and shipping every day.`,
      experience: ['Software Engineer, Shopfront, 2020 to present.'],
      skills: [
        'React',
        'Node.js',
        'TypeScript',
        'AWS',
        'Docker',
        'Kubernetes',
        'PostgreSQL',
        'GraphQL',
        'Jest',
        'Redis',
      ],
    },
    summarySentences: [
      'I build web products end to end.',
      'At Shopfront I rebuilt the checkout in React and Node.js, which cut page load from 4.2s to 1.1s and lifted conversion 9%.',
      'I like small teams, clear ownership and shipping every day.',
    ],
    headlineSkills: [
      'React',
      'Node.js',
      'TypeScript',
      'AWS',
      'Docker',
      'Kubernetes',
      'PostgreSQL',
      'GraphQL',
      'Jest',
      'Redis',
    ],
  },
  {
    id: 'nurse-to-health-informatics',
    request: {
      headline: 'Registered Nurse (BSN) | ICU | Epic EHR super user',
      summary: `ICU nurse for 7 years at a 600-bed teaching hospital. As an Epic super user I trained
120 nurses on the new charting build and helped cut documentation time per shift by 25 minutes.
I'm now looking to move into health informatics, where I can keep improving how clinicians use
data.`,
      experience: ['Registered Nurse, ICU, St Mary Medical Center, 2017 to present.'],
      skills: ['Critical Care', 'Epic', 'Patient Assessment', 'Electronic Health Records', 'Staff Training'],
    },
    summarySentences: [
      'ICU nurse for 7 years at a 600-bed teaching hospital.',
      'As an Epic super user I trained 120 nurses on the new charting build and helped cut documentation time per shift by 25 minutes.',
      "I'm now looking to move into health informatics, where I can keep improving how clinicians use data.",
    ],
    headlineSkills: ['ICU', 'Epic'],
    statedAim:
      "I'm now looking to move into health informatics, where I can keep improving how clinicians use data.",
  },
  {
    id: 'army-to-project-management',
    request: {
      headline: 'Former Army Captain transitioning to Project Management | PMP candidate',
      summary: `Eight years as an Army logistics officer, leading teams of up to 45 soldiers and
managing equipment worth $12M across three deployments.
Seeking to transition my leadership and planning experience into a project manager role in
construction or manufacturing.
Completing my PMP in March.`,
      experience: ['Captain, US Army, 2016 to 2024: planned moves of 300 vehicles with zero losses.'],
      skills: ['Leadership', 'Logistics', 'Risk Management', 'Project Planning', 'Team Building'],
    },
    summarySentences: [
      'Eight years as an Army logistics officer, leading teams of up to 45 soldiers and managing equipment worth $12M across three deployments.',
      'Seeking to transition my leadership and planning experience into a project manager role in construction or manufacturing.',
      'Completing my PMP in March.',
    ],
    headlineSkills: ['Project Management', 'PMP'],
    statedAim:
      'Seeking to transition my leadership and planning experience into a project manager role in construction or manufacturing.',
  },
  {
    id: 'accountant-wrapped-paragraphs',
    request: {
      headline: 'Chartered Accountant | Financial Reporting | IFRS | SAP FICO',
      summary: `Chartered accountant with 8 years in statutory audit and financial reporting for
listed manufacturing companies. I led the IFRS 16 transition for a group of 11 entities and
closed the books 4 days faster after automating intercompany reconciliations.
Comfortable with SAP FICO, Excel and Power BI.`,
      experience: ['Finance Manager, Tata Steel, 2019 to date.'],
      skills: ['Financial Reporting', 'IFRS', 'SAP FICO', 'Statutory Audit', 'Excel', 'Power BI', 'Taxation'],
    },
    summarySentences: [
      'Chartered accountant with 8 years in statutory audit and financial reporting for listed manufacturing companies.',
      'I led the IFRS 16 transition for a group of 11 entities and closed the books 4 days faster after automating intercompany reconciliations.',
      'Comfortable with SAP FICO, Excel and Power BI.',
    ],
    headlineSkills: ['Financial Reporting', 'IFRS', 'SAP FICO'],
  },
  {
    id: 'hr-bullets-without-periods',
    request: {
      headline: 'HR Business Partner | Talent Acquisition, Employee Relations, HRIS',
      summary: `HR business partner for a 900-person logistics company.
What I do:
• Hire 150+ drivers and warehouse staff a year
• Cut first-year attrition from 38% to 22%
• Run employee relations cases from grievance to tribunal
Always happy to talk about people strategy in operations-heavy businesses.`,
      experience: ['HR Business Partner, DHL Supply Chain, 2019 to present.'],
      skills: ['Talent Acquisition', 'Employee Relations', 'HRIS', 'Workday', 'Onboarding', 'HR Manager'],
    },
    summarySentences: [
      'HR business partner for a 900-person logistics company.',
      'What I do:',
      'Hire 150+ drivers and warehouse staff a year',
      'Cut first-year attrition from 38% to 22%',
      'Run employee relations cases from grievance to tribunal',
      'Always happy to talk about people strategy in operations-heavy businesses.',
    ],
    headlineSkills: ['Talent Acquisition', 'Employee Relations', 'HRIS'],
    notSkills: ['HR Manager'],
  },
  {
    id: 'retail-to-supply-chain',
    request: {
      headline: 'Store Manager | Retail Operations | Inventory Control | Aiming for Supply Chain',
      summary: `Store manager at a high-volume grocery store with 75 staff and $28M annual
sales. Reduced shrink from 3.1% to 1.6% by reworking receiving and cycle counts.
My goal is to move into a supply chain or inventory planning role, using what I have learned
about stock flow on the shop floor.`,
      experience: ['Store Manager, Kroger, 2018 to present.'],
      skills: [
        'Retail Operations',
        'Inventory Control',
        'Cycle Counting',
        'Team Leadership',
        'Merchandising',
      ],
    },
    summarySentences: [
      'Store manager at a high-volume grocery store with 75 staff and $28M annual sales.',
      'Reduced shrink from 3.1% to 1.6% by reworking receiving and cycle counts.',
      'My goal is to move into a supply chain or inventory planning role, using what I have learned about stock flow on the shop floor.',
    ],
    headlineSkills: ['Retail Operations', 'Inventory Control'],
    statedAim:
      'My goal is to move into a supply chain or inventory planning role, using what I have learned about stock flow on the shop floor.',
  },
  {
    id: 'marketing-lowercase-continuations',
    request: {
      headline: 'Performance Marketing Manager | Google Ads, Meta Ads, SEO, GA4, HubSpot',
      summary: `I run paid acquisition for D2C brands. In 2023 I took a skincare brand from
£40k to £310k monthly revenue on Meta and Google while holding CAC
under £22. Before that I spent four years in agency SEO.
Let's connect if you're scaling a consumer brand.`,
      experience: ['Performance Marketing Manager, Glow Labs, 2021 to present.'],
      skills: ['Google Ads', 'Meta Ads', 'SEO', 'Google Analytics', 'HubSpot', 'Marketing Manager', 'Growth'],
    },
    summarySentences: [
      'I run paid acquisition for D2C brands.',
      'In 2023 I took a skincare brand from £40k to £310k monthly revenue on Meta and Google while holding CAC under £22.',
      'Before that I spent four years in agency SEO.',
      "Let's connect if you're scaling a consumer brand.",
    ],
    headlineSkills: ['Google Ads', 'Meta Ads', 'SEO', 'GA4', 'HubSpot'],
    notSkills: ['Marketing Manager'],
  },
  {
    id: 'chef-to-food-safety',
    request: {
      headline: 'Head Chef | HACCP Level 4 | Menu Costing | Kitchen Management',
      summary: `Head chef with 12 years in hotel and banquet kitchens, feeding up to 800 covers a
night. I wrote the HACCP plan for a 3-kitchen site that passed every inspection with a 5-star
rating. I want to take this into a food safety or quality assurance role in food manufacturing.`,
      experience: ['Head Chef, Grand Central Hotel, 2016 to present.'],
      skills: ['HACCP', 'Menu Costing', 'Kitchen Management', 'Food Safety', 'Stock Control'],
    },
    summarySentences: [
      'Head chef with 12 years in hotel and banquet kitchens, feeding up to 800 covers a night.',
      'I wrote the HACCP plan for a 3-kitchen site that passed every inspection with a 5-star rating.',
      'I want to take this into a food safety or quality assurance role in food manufacturing.',
    ],
    headlineSkills: ['HACCP', 'Menu Costing', 'Kitchen Management'],
    statedAim: 'I want to take this into a food safety or quality assurance role in food manufacturing.',
  },
  {
    id: 'journalist-to-content-marketing',
    request: {
      headline: 'Journalist | Editor | Storyteller',
      summary: `Reporter and editor for eleven years at regional newspapers and a national news site.
I have broken stories that led to two council inquiries.
I edited a team of six reporters on the business desk.
I write fast, clean copy to tight deadlines.
I have run our newsletter, which grew to 40,000 subscribers.
I also taught a community journalism course at the local college.

Now I'm moving into content marketing, bringing reporting discipline to B2B brands.

Reach me at the email below.`,
      experience: ['Business Editor, The Northern Echo, 2017 to 2024.'],
      skills: ['Copywriting', 'Editing', 'Interviewing', 'Newsletters', 'SEO Writing'],
    },
    summarySentences: [
      'Reporter and editor for eleven years at regional newspapers and a national news site.',
      'I have broken stories that led to two council inquiries.',
      'I edited a team of six reporters on the business desk.',
      'I write fast, clean copy to tight deadlines.',
      'I have run our newsletter, which grew to 40,000 subscribers.',
      'I also taught a community journalism course at the local college.',
      "Now I'm moving into content marketing, bringing reporting discipline to B2B brands.",
      'Reach me at the email below.',
    ],
    headlineSkills: [],
    statedAim: "Now I'm moving into content marketing, bringing reporting discipline to B2B brands.",
  },
];
