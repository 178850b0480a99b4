import type { ProfileOptimizationRequest } from '#server/ai/provider.ts';

/**
 * LinkedIn profiles as people paste them, written for the project and labelled before the engine was run on them:
 * About sections stating years, employers, figures and industries, headlines of pipes, '@' and emoji, career
 * changers and professions beyond tech, with the buzzwords people really use. Every third case is held out: the
 * suite counts its failures but never prints them, so that nothing is tuned on it.
 */
export type PastedProfileCase = {
  id: string;
  heldOut?: true;
  request: ProfileOptimizationRequest;
  /** Gold: what the headline and About section state, as written, that a rewrite must keep: years, employers, figures, industries. */
  facts: string[];
  /** Gold: the career changer's stated aim, in their words. */
  statedAim?: string;
  /** Gold: the empty buzzwords the headline or About section uses, as written. */
  buzzwords?: string[];
};

export const PASTED_PROFILE_CASES: PastedProfileCase[] = [
  {
    id: 'b2b-saas-marketing-manager',
    request: {
      headline: 'Marketing Manager at Northwind Analytics | B2B SaaS | Demand Generation 🚀',
      summary: `Passionate, results-driven marketer with 8 years of experience in B2B SaaS.

At Northwind I own demand generation for a $40M ARR product line: we grew marketing-sourced pipeline 62% in 2024 and cut cost per lead from $310 to $180.

Before that I spent three years at an agency running HubSpot and Salesforce programs for fintech clients.

I love turning messy funnels into predictable revenue.`,
      experience: [
        'Marketing Manager, Northwind Analytics, 2021 to present.',
        'Marketing Specialist, Bluepeak Agency, 2018 to 2021.',
      ],
      skills: [
        'Demand Generation',
        'HubSpot',
        'Salesforce',
        'Marketing Automation',
        'ABM',
        'Content Strategy',
        'SEO',
        'Google Analytics',
      ],
    },
    facts: [
      '8 years',
      'B2B SaaS',
      'Northwind',
      '$40M',
      '62%',
      '2024',
      '$310',
      '$180',
      'three years',
      'fintech',
    ],
    buzzwords: ['Passionate', 'results-driven'],
  },
  {
    id: 'nurse-manager-emoji-headline',
    request: {
      headline: '👩‍⚕️ Nurse Manager | Med-Surg | Magnet Hospital | Patient Safety Advocate',
      summary: `Registered nurse for 14 years, the last 5 as nurse manager of a 32-bed medical-surgical unit at Riverside General.
I lead 58 nurses and aides across three shifts.
We brought falls with injury down 40% and raised HCAHPS nurse communication scores from the 55th to the 81st percentile.
I care deeply about safe staffing and growing new graduates into confident nurses.`,
      experience: [
        'Nurse Manager, Riverside General Hospital, 2020 to present.',
        'Staff Nurse, 2011 to 2020.',
      ],
      skills: ['Nursing Leadership', 'Patient Safety', 'Staff Scheduling', 'Quality Improvement', 'Epic'],
    },
    facts: [
      '14 years',
      'the last 5',
      '32-bed',
      'Riverside General',
      '58 nurses',
      'three shifts',
      '40%',
      '55th',
      '81st',
    ],
  },
  {
    id: 'teacher-to-ux-research',
    heldOut: true,
    request: {
      headline: 'Primary School Teacher ➜ UX Researcher | Google UX Certificate | Empathy-driven',
      summary: `For 10 years I taught Year 5 and 6 in state schools in Leeds, planning lessons for classes of 30 and interviewing parents every term.
In 2024 I completed the Google UX Design Certificate and ran 12 usability tests for a local charity's donation site, which raised completed donations by 18%.
I am now looking for a junior UX research role where I can keep listening to people for a living.`,
      experience: ['Class Teacher, Hillside Primary School, 2014 to 2024.'],
      skills: ['User Interviews', 'Usability Testing', 'Figma', 'Lesson Planning', 'Survey Design'],
    },
    facts: [
      '10 years',
      'Leeds',
      'classes of 30',
      '2024',
      'Google UX Design Certificate',
      '12 usability tests',
      '18%',
    ],
    statedAim:
      'I am now looking for a junior UX research role where I can keep listening to people for a living.',
  },
  {
    id: 'journeyman-electrician',
    request: {
      headline: 'Licensed Journeyman Electrician | Commercial & Industrial | OSHA 30',
      summary:
        'Journeyman electrician with 11 years in commercial and industrial construction around Houston. I have run crews of up to 9 on hospital and data center builds, including a 4,000-amp service upgrade finished two weeks early. Licensed in Texas, OSHA 30 certified, and I read blueprints and one-lines daily.',
      experience: ['Journeyman Electrician, Gulf Coast Electric, 2015 to present.'],
      skills: [
        'Commercial Wiring',
        'Blueprint Reading',
        'Conduit Bending',
        'NEC',
        'OSHA 30',
        'Troubleshooting',
      ],
    },
    facts: [
      '11 years',
      'commercial and industrial',
      'Houston',
      'up to 9',
      '4,000-amp',
      'two weeks',
      'Texas',
      'OSHA 30',
    ],
  },
  {
    id: 'cfo-private-equity',
    request: {
      headline: 'CFO | Strategic, Dynamic Finance Leader | Manufacturing & Private Equity',
      summary: `Dynamic and strategic finance executive with over 20 years in manufacturing, the last 7 as CFO of PE-backed companies.
Led two exits, including the 2022 sale of Calder Industrial at 11x EBITDA.
Built a 25-person finance team and cut the monthly close from 15 to 6 days.
A proven track record of value creation.`,
      experience: [
        'Chief Financial Officer, Calder Industrial, 2018 to 2022.',
        'CFO, Ironbridge Components, 2022 to present.',
      ],
      skills: ['FP&A', 'M&A', 'Financial Reporting', 'Treasury', 'ERP Implementation', 'Board Reporting'],
    },
    facts: [
      '20 years',
      'manufacturing',
      'the last 7',
      'PE-backed',
      'two exits',
      '2022',
      'Calder Industrial',
      '11x',
      '25-person',
      '15 to 6 days',
    ],
    buzzwords: ['Dynamic', 'proven track record'],
  },
  {
    id: 'backend-engineer-at-company-emoji-bullets',
    heldOut: true,
    request: {
      headline:
        'Senior Backend Engineer @ Parcelly 📦 | Go, Kafka, PostgreSQL | Building logistics platforms that scale',
      summary: `Backend engineer with 9 years of experience, 4 of them in logistics tech.

At Parcelly:
🔹 Designed the routing service that handles 2M deliveries a day
🔹 Cut p99 latency from 900ms to 120ms
🔹 Mentored 6 engineers, 3 of them now seniors

I enjoy boring, reliable systems and clear on-call runbooks.`,
      experience: [
        'Senior Backend Engineer, Parcelly, 2020 to present.',
        'Software Engineer, Routemaster, 2016 to 2020.',
      ],
      skills: ['Go', 'Kafka', 'PostgreSQL', 'Kubernetes', 'gRPC', 'Distributed Systems'],
    },
    facts: [
      '9 years',
      '4 of them',
      'logistics',
      'Parcelly',
      '2M deliveries',
      '900ms',
      '120ms',
      '6 engineers',
      '3 of them',
    ],
  },
  {
    id: 'hr-generalist-to-learning',
    request: {
      headline: 'HR Generalist | Moving into Learning & Development',
      summary: `HR generalist with 6 years in retail and hospitality, supporting 1,200 employees across 40 sites.
I designed our onboarding programme, which cut 90-day turnover from 31% to 19%, and I run manager training every quarter.
I'm moving into learning and development, ideally an L&D specialist role in a growing retail business.`,
      experience: ['HR Generalist, Brookfield Retail Group, 2019 to present.'],
      skills: ['Onboarding', 'Employee Relations', 'Training Delivery', 'HRIS', 'Instructional Design'],
    },
    facts: ['6 years', 'retail and hospitality', '1,200 employees', '40 sites', '90-day', '31%', '19%'],
    statedAim:
      "I'm moving into learning and development, ideally an L&D specialist role in a growing retail business.",
  },
  {
    id: 'account-executive-at-company',
    request: {
      headline: 'Account Executive at Corvid Security',
      summary: `Enterprise account executive with 5 years selling cybersecurity software to banks and insurers.
I closed $3.4M in new ARR in FY24, 128% of quota, and won our largest logo to date.
Previously an SDR at Fieldstone, where I booked 40 meetings a month.`,
      experience: ['Account Executive, Corvid Security, 2022 to present.', 'SDR, Fieldstone, 2020 to 2022.'],
      skills: ['Enterprise Sales', 'Salesforce', 'MEDDICC', 'Negotiation', 'Prospecting', 'Cybersecurity'],
    },
    facts: [
      'Corvid Security',
      '5 years',
      'cybersecurity',
      'banks and insurers',
      '$3.4M',
      'FY24',
      '128%',
      'Fieldstone',
      '40 meetings',
    ],
  },
  {
    id: 'oncology-pharmacist',
    heldOut: true,
    request: {
      headline: 'Clinical Pharmacist, PharmD, BCPS | Oncology | Antimicrobial Stewardship',
      summary:
        'Clinical pharmacist with 12 years in hospital practice, the last 6 in oncology at Lakeshore Cancer Center. I verify around 150 chemotherapy orders a week and led the switch to closed-system transfer devices across 3 infusion suites. I precept 8 PharmD students a year and sit on the antimicrobial stewardship committee.',
      experience: ['Clinical Pharmacist, Lakeshore Cancer Center, 2018 to present.'],
      skills: [
        'Oncology Pharmacy',
        'Chemotherapy Verification',
        'Antimicrobial Stewardship',
        'Epic Willow',
        'Precepting',
      ],
    },
    facts: [
      '12 years',
      'the last 6',
      'oncology',
      'Lakeshore Cancer Center',
      '150 chemotherapy orders',
      '3 infusion suites',
      '8 PharmD students',
    ],
  },
  {
    id: 'graphic-designer-buzzwords',
    request: {
      headline: 'Creative Graphic Designer ✨ | Branding | Packaging | Guru of all things visual',
      summary: `I'm a creative, passionate designer and a true self-starter.
Six years designing brand identities and packaging for food and drink brands, 40+ of them independent.
My packaging for Hartley's Cider helped take it into 300 Tesco stores in 2023.
Tools: Illustrator, InDesign, Photoshop, Figma.`,
      experience: [
        'Freelance Graphic Designer, 2019 to present.',
        'Junior Designer, Pressmark Studio, 2018 to 2019.',
      ],
      skills: [
        'Branding',
        'Packaging Design',
        'Adobe Illustrator',
        'InDesign',
        'Photoshop',
        'Figma',
        'Typography',
      ],
    },
    facts: ['Six years', 'food and drink', '40+', "Hartley's Cider", '300 Tesco stores', '2023'],
    buzzwords: ['Creative', 'passionate', 'self-starter', 'Guru'],
  },
  {
    id: 'logistics-coordinator-short',
    request: {
      headline: 'Logistics Coordinator',
      summary:
        'Logistics coordinator at a 3PL warehouse in Rotterdam for 4 years. I plan 60-80 outbound trucks a day for FMCG clients and keep on-time dispatch above 98%. Fluent in Dutch, English and German.',
      experience: ['Logistics Coordinator, Maasport Logistics, 2021 to present.'],
      skills: ['Transport Planning', 'SAP', 'Excel', 'Warehouse Operations'],
    },
    facts: ['3PL', 'Rotterdam', '4 years', '60-80', 'FMCG', '98%', 'German'],
  },
  {
    id: 'accountant-to-data-analyst',
    heldOut: true,
    request: {
      headline: 'Accountant turned Data Analyst | SQL · Power BI · Python',
      summary: `Seven years in accounts payable and month-end close for a logistics group taught me to love clean data.
I automated our supplier reconciliation with Python and SQL, saving 20 hours a month, and built the Power BI dashboard our CFO opens every Monday.
My goal is a data analyst role in finance or operations.`,
      experience: ['Senior Accountant, Trans-Euro Freight Group, 2017 to present.'],
      skills: ['SQL', 'Power BI', 'Python', 'Excel', 'Accounts Payable', 'Reconciliation'],
    },
    facts: ['Seven years', 'logistics', '20 hours a month', 'Power BI'],
    statedAim: 'My goal is a data analyst role in finance or operations.',
  },
  {
    id: 'child-protection-social-worker',
    request: {
      headline: 'Child Protection Social Worker | Safeguarding | Trauma-informed practice',
      summary: `Qualified social worker, registered with Social Work England, with 8 years in child protection for Birmingham City Council.
I hold a caseload of around 18 families and chair child protection conferences.
In 2021 I helped set up a family group conferencing service that has kept 45 children out of care.`,
      experience: ['Senior Social Worker, Birmingham City Council, 2016 to present.'],
      skills: ['Safeguarding', 'Child Protection', 'Case Management', 'Risk Assessment', 'Report Writing'],
    },
    facts: [
      'Social Work England',
      '8 years',
      'Birmingham City Council',
      '18 families',
      '2021',
      '45 children',
    ],
  },
  {
    id: 'construction-project-manager',
    request: {
      headline: 'Results-Driven Project Manager | PMP | Construction',
      summary: `PMP-certified project manager with 10 years delivering commercial construction projects from $5M to $60M in the Denver area.
Delivered a 210-unit multifamily build 3 weeks ahead of schedule and 4% under budget.
Fluent in Procore, MS Project and Bluebeam.`,
      experience: ['Project Manager, Summit Ridge Builders, 2016 to present.'],
      skills: ['Construction Management', 'Procore', 'MS Project', 'Bluebeam', 'Budgeting', 'Scheduling'],
    },
    facts: ['10 years', '$5M', '$60M', 'Denver', '210-unit', '3 weeks', '4%'],
    buzzwords: ['Results-Driven'],
  },
  {
    id: 'customer-success-emoji-buzzwords',
    heldOut: true,
    request: {
      headline: '🌟 Customer Success Manager | SaaS | Passionate about customer outcomes',
      summary: `Customer success manager with 4 years in HR tech SaaS, looking after a book of 70 mid-market accounts worth $6.5M ARR.
I lifted net revenue retention from 102% to 114% in 2023 by building a health score in Gainsight.
Detail-oriented team player who loves a good QBR.`,
      experience: ['Customer Success Manager, Peoplewise, 2021 to present.'],
      skills: ['Customer Success', 'Gainsight', 'Salesforce', 'Account Management', 'Renewals', 'QBRs'],
    },
    facts: [
      '4 years',
      'HR tech SaaS',
      '70 mid-market accounts',
      '$6.5M',
      '102%',
      '114%',
      '2023',
      'Gainsight',
    ],
    buzzwords: ['Passionate', 'Detail-oriented', 'team player'],
  },
];
