import type { AssistantCase } from './case.ts';

const ASK_ROLE = "Tell me the role you're aiming for first";
const MENU = 'Ask me about any of them';
const NO_PRACTICE = 'You have not practised an interview yet';
const SHOWS = ['resume shows', 'profile shows', 'you show', 'already show', 'show none'];
const DOES_NOT_SHOW = ['does not show', 'do not show', "doesn't show", 'not shown'];
const SAVE_TO_COMPARE = ['upload', 'save your', 'career profile'];

const DATA_ANALYST_POSTING = `Data Analyst - Retail Insights
Location: Chicago, IL (hybrid)

About the role
We are looking for a Data Analyst to join our merchandising insights team. You will turn sales and inventory data into dashboards and recommendations for category managers.

Responsibilities
- Write SQL queries against our Snowflake warehouse
- Build and maintain Tableau dashboards for weekly trading
- Run A/B tests on promotions and explain the results to non-technical partners

Requirements
- 2+ years of experience in an analytics role
- Strong SQL and Excel
- Experience with Python (pandas) is a plus
- Clear communication`;

const ICU_NURSE_POSTING = `Job Title: Registered Nurse - ICU (Nights)
Harborview-area hospital, Seattle WA. Full time, 3x12 shifts.

What you'll do:
* Provide direct patient care to critically ill adults
* Perform patient assessments, titrate drips, manage ventilated patients
* Document in Epic and educate families

Qualifications:
* Active Washington RN license
* BLS and ACLS required, CCRN preferred
* Minimum 2 years acute care experience, ICU experience preferred`;

const INSTRUCTIONAL_DESIGNER_POSTING = `we're hiring an Instructional Designer (remote)
you will design onboarding and compliance courses for 4,000 employees
responsibilities: needs analysis with SMEs, storyboarding, building eLearning in Articulate Storyline and Rise, publishing SCORM packages to our LMS, measuring training effectiveness
requirements: 3 years designing adult learning, knowledge of ADDIE, portfolio of work samples required, Camtasia a plus`;

const ACCOUNT_EXECUTIVE_POSTING = `Account Executive, Mid-Market (SaaS)

Who we are: a fast-growing payroll software company.
The role: own the full sales cycle from discovery to close for companies with 100-1000 employees.
Must have:
- 3+ years closing B2B SaaS deals, consistent quota attainment
- Pipeline management in Salesforce
- Strong negotiation and presentation skills
Nice to have: experience with MEDDIC, HubSpot`;

const FRONTEND_POSTING = `Senior Frontend Engineer

Requirements:
• 5+ years building web applications with React and TypeScript
• Deep knowledge of HTML, CSS and accessibility (WCAG)
• Experience with Next.js, GraphQL and Jest
• Comfortable with CI/CD and code review

Benefits: remote-first, learning budget`;

const STAFF_ACCOUNTANT_POSTING = `Position: Staff Accountant
Department: Finance | Reports to: Controller
Key responsibilities
1. Month-end close, journal entries and account reconciliations
2. Maintain the general ledger in NetSuite
3. Prepare schedules for the external audit
Qualifications
1. Bachelor's degree in Accounting; CPA or CPA track preferred
2. 2-4 years of GAAP accounting experience
3. Advanced Excel (pivot tables, VLOOKUP)`;

const MARKETING_POSTING = `Marketing Manager
Responsibilities: plan and run multi-channel campaigns (email, paid social, SEO), own the marketing budget, report on campaign ROI, manage two marketing coordinators.
Requirements: 5 years in B2C marketing, Google Analytics, HubSpot, content strategy, brand management.`;

/** Questions written the way job seekers type them, across professions; the topics each right answer covers. */
export const ASSISTANT_CASES: AssistantCase[] = [
  // Skills and learning: the role and the skill named in the message must be used.
  {
    id: 'sql-for-data-analyst',
    message: 'Which SQL topics should I learn first to become a data analyst?',
    profile: 'teacher',
    covers: [['SQL'], ['Data Analyst']],
    never: [ASK_ROLE],
  },
  {
    id: 'ux-designer-skills',
    message: 'what skills do i need for a ux designer job',
    profile: 'developer',
    covers: [['UX Designer'], ['User Research', 'Wireframing', 'Prototyping', 'Usability', 'Figma']],
    never: [ASK_ROLE],
  },
  {
    id: 'python-or-r',
    message: 'Should I learn Python or R for data science',
    profile: 'analyst',
    covers: [['Python'], ['Data Scientist', 'data science']],
    never: [ASK_ROLE],
  },
  {
    id: 'excel-for-accounting',
    message: 'how to improve my excel skills for accounting jobs',
    profile: 'sales',
    covers: [['Excel'], ['Accountant', 'accounting']],
    never: [ASK_ROLE],
  },
  {
    id: 'teacher-to-id-skills',
    message: 'what should a teacher learn to become an instructional designer',
    profile: 'nurse',
    covers: [
      ['Instructional Designer'],
      ['Articulate', 'ADDIE', 'eLearning', 'Storyboarding', 'Needs Analysis', 'Adult Learning'],
    ],
    never: [ASK_ROLE],
  },
  {
    id: 'bi-tools',
    message: 'Is Tableau or Power BI better to learn for BI analyst roles?',
    profile: 'accountant',
    covers: [
      ['Tableau', 'Power BI'],
      ['Business Intelligence Analyst', 'BI Analyst'],
    ],
    never: [ASK_ROLE],
  },
  {
    id: 'backend-language',
    message: 'which programming language first for backend developer',
    profile: 'developer',
    covers: [['Backend Developer'], ['Java', 'Python', 'Go', 'Node.js', 'SQL']],
    never: [ASK_ROLE],
  },
  {
    id: 'pm-certifications',
    message: 'what certifications help a project manager',
    profile: 'sales',
    covers: [['Project Manager'], ['Project Management Professional', 'PMP', 'Agile', 'Scrum', 'PRINCE2']],
    never: [ASK_ROLE],
  },
  {
    id: 'cloud-architect-gap',
    message: 'skills gap for cloud architect?',
    profile: 'developer',
    covers: [
      ['Cloud Architect'],
      ['Amazon Web Services', 'AWS', 'Azure', 'Google Cloud', 'Terraform', 'Kubernetes'],
    ],
    never: [ASK_ROLE],
  },
  {
    id: 'np-requirements',
    message: 'im a nurse and want to get into nurse practitioner what do i need to learn',
    profile: 'nurse',
    covers: [
      ['Nurse Practitioner'],
      ['Diagnosis', 'Prescribing', 'Treatment Planning', 'Physical Examination'],
    ],
    never: [ASK_ROLE],
  },
  // Career change: both sides of the move, from the message first.
  {
    id: 'teaching-to-instructional-design',
    message: 'How do I move from teaching into instructional design?',
    profile: 'teacher',
    covers: [
      ['Teacher', 'teaching'],
      ['Instructional Designer'],
      ['carry over', 'transfer', 'Build up', 'project'],
    ],
    never: [MENU, ASK_ROLE],
  },
  {
    id: 'retail-to-hr',
    message: 'i want to switch from retail sales associate to HR, where do i start',
    profile: 'sales',
    covers: [
      ['HR Generalist'],
      ['Retail Sales Associate', 'retail'],
      ['Employee Relations', 'Onboarding', 'Employment Law', 'HR'],
    ],
    never: [MENU],
  },
  {
    id: 'accountant-to-analyst',
    message: 'Can an accountant become a data analyst? how hard is it',
    profile: 'accountant',
    covers: [
      ['Accountant'],
      ['Data Analyst'],
      ['SQL', 'Python', 'Tableau', 'Power BI', 'Data Visualization'],
    ],
    never: [MENU, ASK_ROLE],
  },
  {
    id: 'nursing-to-admin',
    message: 'career change from nursing to healthcare administration at 40',
    profile: 'nurse',
    covers: [['Healthcare Administrator'], ['Nurse', 'nursing']],
    never: [MENU],
  },
  {
    id: 'sales-to-customer-success',
    message: 'moving out of sales rep into customer success manager any tips',
    profile: 'sales',
    covers: [
      ['Customer Success Manager'],
      ['Sales Representative', 'sales'],
      ['Renewals', 'Onboarding', 'Retention', 'Adoption'],
    ],
    never: [MENU],
  },
  {
    id: 'mechanical-to-data-science',
    message: 'pivot from mechanical engineer into data science',
    profile: 'developer',
    covers: [['Data Scientist'], ['Mechanical Engineer']],
    never: [MENU],
  },
  {
    id: 'chef-to-restaurant-manager',
    message: 'How can a chef transition to restaurant manager',
    profile: 'sales',
    covers: [['Restaurant Manager'], ['Chef']],
    never: [MENU],
  },
  {
    id: 'lawyer-to-policy',
    message: "I'm an attorney thinking of leaving law for a policy analyst job. Is that realistic?",
    profile: 'accountant',
    covers: [
      ['Policy Analyst'],
      ['Policy Analysis', 'Legislative Research', 'Regulatory Analysis', 'Policy Writing'],
    ],
    never: [MENU],
  },
  // A pasted job posting: recognised, and compared with the resume or profile when there is one.
  {
    id: 'posting-data-analyst',
    message: `is this a good fit for me?\n\n${DATA_ANALYST_POSTING}`,
    profile: 'analyst',
    covers: [['Data Analyst'], ['SQL'], ['Tableau', 'A/B Testing', 'pandas', 'Snowflake']],
    withProfile: [SHOWS, DOES_NOT_SHOW],
    withoutProfile: [SAVE_TO_COMPARE],
    never: [MENU, ASK_ROLE],
  },
  {
    id: 'posting-icu-nurse',
    message: ICU_NURSE_POSTING,
    profile: 'nurse',
    covers: [
      ['Registered Nurse'],
      ['ACLS', 'BLS', 'CCRN', 'licen'],
      ['Patient Assessment', 'Patient Care', 'Epic'],
    ],
    withProfile: [SHOWS, DOES_NOT_SHOW],
    withoutProfile: [SAVE_TO_COMPARE],
    never: [MENU, ASK_ROLE],
  },
  {
    id: 'posting-instructional-designer',
    message: `what do i need to apply for this\n${INSTRUCTIONAL_DESIGNER_POSTING}`,
    profile: 'teacher',
    covers: [['Instructional Designer'], ['Articulate Storyline', 'SCORM', 'ADDIE', 'Storyboarding']],
    withProfile: [SHOWS, DOES_NOT_SHOW],
    withoutProfile: [SAVE_TO_COMPARE],
    never: [MENU, ASK_ROLE],
  },
  {
    id: 'posting-account-executive',
    message: `Found this posting, how do I tailor my resume for it:\n${ACCOUNT_EXECUTIVE_POSTING}`,
    profile: 'sales',
    covers: [['Account Executive'], ['Salesforce', 'B2B Sales', 'Negotiation', 'Pipeline']],
    withProfile: [SHOWS, DOES_NOT_SHOW],
    withoutProfile: [SAVE_TO_COMPARE],
    never: [MENU, ASK_ROLE],
  },
  {
    id: 'posting-frontend',
    message: FRONTEND_POSTING,
    profile: 'developer',
    covers: [
      ['Frontend Developer', 'Frontend Engineer'],
      ['Next.js', 'GraphQL', 'Jest', 'Web Accessibility'],
    ],
    withProfile: [SHOWS, DOES_NOT_SHOW],
    withoutProfile: [SAVE_TO_COMPARE],
    never: [MENU, ASK_ROLE],
  },
  {
    id: 'posting-staff-accountant',
    message: `Here is the job posting, am I a good fit?\n${STAFF_ACCOUNTANT_POSTING}`,
    profile: 'accountant',
    covers: [['Accountant'], ['NetSuite', 'GAAP', 'Month-End Close', 'CPA', 'Journal Entries']],
    withProfile: [SHOWS, DOES_NOT_SHOW],
    withoutProfile: [SAVE_TO_COMPARE],
    never: [MENU, ASK_ROLE],
  },
  {
    id: 'posting-marketing-mismatch',
    message: `does my resume match this?\n\n${MARKETING_POSTING}`,
    profile: 'developer',
    covers: [
      ['Marketing Manager'],
      ['Google Analytics', 'HubSpot', 'Content Strategy', 'Brand Management', 'SEO'],
    ],
    withProfile: [DOES_NOT_SHOW],
    withoutProfile: [SAVE_TO_COMPARE],
    never: [MENU, ASK_ROLE],
  },
  // A plan for the first months of a new job is not interview practice.
  {
    id: '30-60-90-sales',
    message: 'Can you help me write a 30-60-90 day plan for a sales manager interview',
    profile: 'sales',
    covers: [['30'], ['60'], ['90'], ['Sales Manager']],
    never: [NO_PRACTICE, MENU],
  },
  {
    id: 'first-90-days',
    message: 'what should i do in my first 90 days as a new charge nurse',
    profile: 'nurse',
    covers: [['first 30', '30 days', 'first month'], ['90']],
    never: [NO_PRACTICE, MENU],
  },
  {
    id: '30-60-90-teacher',
    message: '30 60 90 plan for teacher interview??',
    profile: 'teacher',
    covers: [['30'], ['60'], ['90'], ['Teacher']],
    never: [NO_PRACTICE],
  },
  {
    id: 'new-job-monday',
    message: 'I start my new job as a data analyst monday, how do i make a good impression',
    profile: 'analyst',
    covers: [
      ['first week', 'first 30', 'first month', '30 days'],
      ['manager', 'stakeholder', 'team'],
    ],
    never: [NO_PRACTICE, MENU],
  },
  // Interviews.
  {
    id: 'tell-me-about-yourself',
    message: 'how should i answer tell me about yourself',
    profile: 'developer',
    covers: [['present', 'past', 'future', 'pitch']],
    never: [MENU],
  },
  {
    id: 'biggest-weakness',
    message: 'what is my biggest weakness answer example',
    profile: 'accountant',
    covers: [['weakness'], ['improv', 'working on', 'steps']],
    never: [MENU],
  },
  {
    id: 'star-method',
    message: 'how to use STAR method',
    profile: 'nurse',
    covers: [['Situation'], ['Task'], ['Action'], ['Result']],
  },
  {
    id: 'pharmacist-questions',
    message: 'common interview questions for pharmacist',
    profile: 'nurse',
    covers: [['Pharmacist'], ['question', 'practice', 'session']],
  },
  {
    id: 'teller-nervous',
    message: 'I have an interview tomorrow at a bank for teller position im nervous',
    profile: 'sales',
    covers: [
      ['Bank Teller', 'teller'],
      ['practi', 'prepare', 'STAR'],
    ],
  },
  {
    id: 'questions-to-ask',
    message: 'what questions should I ask the interviewer at the end',
    profile: 'analyst',
    covers: [['ask'], ['success', 'challenge', 'team', 'first 90']],
    never: [MENU],
  },
  {
    id: 'interview-follow-up',
    message: 'how do i follow up after an interview, no reply in a week',
    profile: 'teacher',
    covers: [['follow'], ['email', 'note', 'thank']],
  },
  {
    id: 'interview-progress',
    message: 'how are my interviews going',
    profile: 'developer',
    covers: [['interview']],
    withProfile: [['averag', '/100']],
    withoutProfile: [['not practised', 'Interview Prep']],
  },
  {
    id: 'mock-pm',
    message: 'mock interview for product manager pls',
    profile: 'analyst',
    covers: [['Product Manager'], ['Interview Prep', 'session']],
  },
  // Resumes.
  {
    id: 'resume-status',
    message: 'how is my resume',
    profile: 'nurse',
    covers: [['resume']],
    withProfile: [['/100']],
    withoutProfile: [['upload', 'Resume AI']],
  },
  {
    id: 'resume-length',
    message: 'should my resume be one page? i have 12 years experience',
    profile: 'sales',
    covers: [['page'], ['two', 'length', 'relevant', 'recent']],
  },
  {
    id: 'ats',
    message: 'how do i get past ATS filters',
    profile: 'developer',
    covers: [['ATS'], ['keyword', 'heading', 'format']],
  },
  {
    id: 'cover-letter',
    message: 'do I need a cover letter for every application',
    profile: 'accountant',
    covers: [['cover letter'], ['tailor', 'posting', 'specific']],
  },
  {
    id: 'employment-gap',
    message: 'how to explain a 2 year gap in my resume (i was caring for my mom)',
    profile: 'teacher',
    covers: [['gap'], ['honest', 'brief', 'caregiv', 'career break']],
  },
  {
    id: 'nurse-resume',
    message: 'Resume tips for a registered nurse with 5 years experience',
    profile: 'nurse',
    covers: [['Registered Nurse'], ['licen', 'certif', 'Patient', 'clinical', 'unit']],
  },
  // Pay.
  {
    id: 'data-engineer-pay',
    message: 'how much does a data engineer make',
    profile: 'analyst',
    covers: [['Data Engineer'], ['salary', 'pay', 'range']],
  },
  {
    id: 'counter-offer',
    message: 'they offered me 65k for a marketing manager role should i counter',
    profile: 'developer',
    covers: [
      ['counter', 'negotiat'],
      ['range', 'number', 'value'],
    ],
  },
  {
    id: 'ask-for-raise',
    message: 'how to ask for a raise after 2 years',
    profile: 'accountant',
    covers: [['raise'], ['result', 'achiev', 'evidence', 'impact']],
  },
  {
    id: 'nurse-negotiation',
    message: 'salary negotiation tips for nurses',
    profile: 'nurse',
    covers: [['negotiat'], ['Registered Nurse', 'nurs'], ['shift', 'differential', 'sign-on', 'package']],
  },
  // Job search.
  {
    id: 'remote-graphic-design',
    message: 'find me remote jobs as a graphic designer',
    profile: 'developer',
    covers: [['Graphic Designer'], ['remote']],
  },
  {
    id: 'healthcare-jobs',
    message: 'where should i look for jobs in healthcare',
    profile: 'accountant',
    covers: [['healthcare'], ['job', 'posting', 'apply', 'match']],
  },
  {
    id: 'good-jobs',
    message: 'any good jobs for me',
    profile: 'analyst',
    covers: [['job', 'match']],
    withProfile: [['match']],
    withoutProfile: [['profile']],
  },
  {
    id: 'no-interviews',
    message: "I've applied to 50 jobs and got no interviews what am i doing wrong",
    profile: 'sales',
    covers: [['resume'], ['tailor', 'keyword']],
  },
  {
    id: 'applications-per-week',
    message: 'how many jobs should i apply to per week',
    profile: 'teacher',
    covers: [['week'], ['tailor', 'quality', 'strong match']],
  },
  // Networking.
  {
    id: 'referral',
    message: 'how do i get a referral at google',
    profile: 'developer',
    covers: [['referr'], ['connect', 'message', 'ask', 'former colleague']],
  },
  {
    id: 'recruiter-headline',
    message: 'tips for linkedin headline as a recruiter',
    profile: 'sales',
    covers: [['headline'], ['Recruiter']],
  },
  {
    id: 'informational-interview',
    message: 'how to message someone on linkedin for informational interview',
    profile: 'teacher',
    covers: [
      ['message', 'note'],
      ['20-minute', 'conversation', 'short'],
    ],
    never: [NO_PRACTICE],
  },
  // Several questions in one message.
  {
    id: 'salary-and-skills',
    message: 'two things: how do I negotiate salary and what skills should I learn for data analyst',
    profile: 'accountant',
    covers: [['negotiat'], ['Data Analyst'], ['SQL', 'Data Visualization', 'Tableau', 'Power BI']],
    never: [ASK_ROLE],
  },
  {
    id: 'resume-and-interviews',
    message: 'How do I fix my resume and also prepare for interviews for a teacher position?',
    profile: 'teacher',
    covers: [['resume'], ['interview'], ['Teacher']],
  },
  // Follow-ups that rely on the conversation so far.
  {
    id: 'follow-up-salary-for-role',
    message: 'and what about salary for that',
    history: [
      { sender: 'user', content: 'What skills do I need to become a data engineer?' },
      { sender: 'ai', content: 'For Data Engineer the core is SQL, Python and data modelling.' },
    ],
    profile: 'analyst',
    covers: [['Data Engineer'], ['pay', 'salary', 'range', 'negotiat']],
  },
  {
    id: 'follow-up-tools',
    message: 'what tools should i learn for it',
    history: [
      { sender: 'user', content: 'How do I move from teaching into instructional design?' },
      { sender: 'ai', content: 'From Teacher to Instructional Designer is a change of field.' },
    ],
    profile: 'nurse',
    covers: [['Instructional Designer'], ['Articulate', 'Captivate', 'Camtasia', 'Learning Management']],
    never: [ASK_ROLE],
  },
  {
    id: 'follow-up-interviews',
    message: 'ok what about interviews',
    history: [
      { sender: 'user', content: 'tips for my registered nurse resume' },
      { sender: 'ai', content: 'Lead with your licence and unit.' },
    ],
    profile: 'sales',
    covers: [['Registered Nurse'], ['interview']],
  },
  {
    id: 'follow-up-how-long',
    message: 'how long will it take',
    history: [
      { sender: 'user', content: 'I want to become a UX designer' },
      { sender: 'ai', content: 'UX Designer work centres on research and prototyping.' },
    ],
    profile: 'teacher',
    covers: [['UX Designer'], ['month', 'project', 'portfolio']],
    never: [MENU],
  },
  {
    id: 'follow-up-yes',
    message: 'yes',
    history: [
      { sender: 'user', content: 'help with salary negotiation' },
      { sender: 'ai', content: 'Want the steps?' },
    ],
    profile: 'accountant',
    covers: [['negotiat']],
  },
  // Greetings, thanks and open questions.
  {
    id: 'hi',
    message: 'hi',
    profile: 'analyst',
    covers: [['resume'], ['interview']],
  },
  {
    id: 'thanks',
    message: 'thanks that was helpful',
    profile: 'nurse',
    covers: [['glad', 'welcome']],
  },
  {
    id: 'what-can-you-do',
    message: 'what can you do',
    profile: 'sales',
    covers: [['resume'], ['interview'], ['salary']],
  },
  {
    id: 'teacher-other-jobs',
    message: 'Im a high school teacher with 8 yrs exp. what other jobs can i do with my skills',
    profile: 'teacher',
    covers: [['Instructional Designer', 'Corporate Trainer', 'School Counselor']],
    never: [MENU],
  },
  {
    id: 'nurse-other-jobs',
    message: 'What jobs can I get with a nursing degree besides bedside nursing',
    profile: 'nurse',
    covers: [['Nurse Practitioner', 'Healthcare Administrator', 'Medical Coder', 'Physician Assistant']],
    never: [MENU],
  },
];
