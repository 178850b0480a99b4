import type { SalaryRange } from '#common/api/jobs.ts';
import type { Seniority } from '#server/knowledge/seniority.ts';
import type { ScamSignalKind } from './scam-signals.ts';

/**
 * Postings written the way real ones are, each labelled with the scam signals it carries. The legitimate ones
 * include hard cases (a fee-based advisor, an engineer at a messaging-app company, a security notice that names
 * Telegram). The scams follow the patterns the FTC and the job boards describe: reshipping, fake checks, interviews
 * over chat apps, free-mail contacts, starter-kit and training fees, and pay no job of the kind offers.
 */
export type LabelledPosting = {
  title: string;
  company: string;
  descriptionText: string;
  salary: SalaryRange | null;
  roleId: string | null;
  seniority: Seniority;
  expected: ScamSignalKind[];
};

const yearly = (min: number | null, max: number | null): SalaryRange => ({
  min,
  max,
  currency: 'USD',
  period: 'year',
});
const per = (period: SalaryRange['period'], min: number | null, max: number | null): SalaryRange => ({
  min,
  max,
  currency: 'USD',
  period,
});

export const LEGITIMATE_POSTINGS: readonly LabelledPosting[] = [
  {
    title: 'Senior Backend Engineer, Payments',
    company: 'Ledgerline',
    descriptionText: `About the role
Ledgerline moves money for 40,000 small businesses. As a Senior Backend Engineer on the Payments team you will design the services that authorise, capture and settle card payments, and own their reliability end to end.
What you'll do
- Build and operate Go services handling 3,000 requests per second.
- Reduce payment processing fees for our merchants by routing transactions to the cheapest acquirer.
- Mentor engineers and lead design reviews.
What we offer
Medical, dental and vision, 401(k) with a 4% match, and a $1,000 learning budget.`,
    salary: yearly(180_000, 230_000),
    roleId: 'software-engineer',
    seniority: 'senior',
    expected: [],
  },
  {
    title: 'Financial Advisor (Fee-Based)',
    company: 'Harbor Wealth Partners',
    descriptionText: `Harbor Wealth Partners is a fee-based financial advisory firm serving 1,200 families in the Midwest.
As a fee-based advisor you will build financial plans, manage client portfolios, and grow your book through referrals. Our advisors earn advisory fees on assets under management rather than commissions.
Requirements: Series 7 and 66 (or the ability to obtain them within 90 days), 3+ years in client-facing financial services.
Licensing fees are paid by the firm, and we reimburse your CFP exam fees.`,
    salary: yearly(85_000, 140_000),
    roleId: 'financial-advisor',
    seniority: 'mid',
    expected: [],
  },
  {
    title: 'Customer Support Specialist - Remote (US)',
    company: 'BrightDesk',
    descriptionText: `BrightDesk makes help-desk software for 9,000 teams. You'll answer customer questions by chat and e-mail, write help-center articles, and pass product feedback to our engineers.
A note on recruiting scams: BrightDesk will never ask you to pay for training, purchase a starter kit, or send money. All interviews are held over Zoom or in person, and our recruiters only write from brightdesk.com addresses.
Pay: $22–$26 per hour. No prior experience required; we train you.`,
    salary: per('hour', 22, 26),
    roleId: 'customer-service-representative',
    seniority: 'entry',
    expected: [],
  },
  {
    title: 'Android Engineer, Messaging',
    company: 'WhatsApp',
    descriptionText: `WhatsApp helps more than two billion people reach their families and friends. Engineers on the WhatsApp Android team build the client people use to send messages, make calls and share photos on WhatsApp, often over slow and unreliable networks.
You will work on message delivery, media upload and end-to-end encryption built on the Signal protocol. You'll partner with design to make WhatsApp simpler for first-time smartphone users.
Minimum qualifications: 4+ years of Android development in Kotlin or Java.`,
    salary: yearly(152_000, 212_000),
    roleId: 'mobile-developer',
    seniority: 'mid',
    expected: [],
  },
  {
    title: 'Backend Developer (Bot Platform)',
    company: 'Telegram Messenger',
    descriptionText: `Telegram is a cloud-based messenger used by 900 million people. The Bot Platform team builds the APIs that let businesses message customers on Telegram and accept payments in chats.
You will design high-load services in C++ and Go and improve the Bot API documentation. Strong algorithms background required.
To apply, use the form on our careers page; we reply to every application within two weeks.`,
    salary: null,
    roleId: 'backend-developer',
    seniority: 'mid',
    expected: [],
  },
  {
    title: 'Technical Recruiter',
    company: 'Northwind Health',
    descriptionText: `Northwind Health runs 14 clinics across Oregon and Washington. As a Technical Recruiter you will source and contact candidates via LinkedIn, e-mail and phone, run phone screens, and partner with hiring managers on offers.
Questions about the role? Email our talent lead, Dana Ortiz, at dana.ortiz@northwindhealth.com.`,
    salary: yearly(72_000, 90_000),
    roleId: 'recruiter',
    seniority: 'mid',
    expected: [],
  },
  {
    title: 'Staff Software Engineer, Infrastructure',
    company: 'Cloudmint',
    descriptionText: `Cloudmint runs the storage layer for 3 million developers. As a Staff Engineer you'll set technical direction for our infrastructure group, design multi-region replication, and lead incident reviews.
You have 10+ years building distributed systems and have led projects across several teams.
The base pay range for this role in the San Francisco Bay Area is $260,000–$320,000, plus equity and benefits.`,
    salary: yearly(260_000, 320_000),
    roleId: 'software-engineer',
    seniority: 'senior',
    expected: [],
  },
  {
    title: 'Bank Teller (Part-Time)',
    company: 'First Prairie Credit Union',
    descriptionText: `First Prairie Credit Union is hiring a part-time Teller for our Wichita branch. You will process deposits and withdrawals, cash checks for members, balance your cash drawer at the end of each shift, and refer members to our loan officers.
High school diploma required; cash-handling experience preferred. Pay is $17.50 an hour, with weekly pay by direct deposit.`,
    salary: per('hour', 17.5, 17.5),
    roleId: 'bank-teller',
    seniority: 'entry',
    expected: [],
  },
  {
    title: 'Product Designer',
    company: 'Fieldnote',
    descriptionText: `Fieldnote builds note-taking software for researchers. You'll design end-to-end product flows, run usability tests, and maintain our design system.
Benefits: medical, dental and vision; a $1,500 home-office stipend to buy equipment of your choice; tuition reimbursement up to $5,250 a year; and we reimburse certification fees for courses related to your work.`,
    salary: yearly(120_000, 145_000),
    roleId: 'ux-designer',
    seniority: 'mid',
    expected: [],
  },
  {
    title: 'Third Grade Teacher (2026-27 School Year)',
    company: 'Cedar Valley School District',
    descriptionText: `Cedar Valley School District seeks a third grade teacher for Lincoln Elementary. Responsibilities include planning standards-aligned lessons, differentiating instruction, and communicating with families.
Requirements: a valid state teaching license or eligibility for one. The state certification application fee is waived for district hires, and Praxis exam costs are reimbursed.`,
    salary: yearly(48_000, 71_000),
    roleId: 'teacher',
    seniority: 'mid',
    expected: [],
  },
  {
    title: 'Travel Registered Nurse - ICU',
    company: 'Meridian Travel Nursing',
    descriptionText: `13-week ICU travel assignment in Tucson, AZ. Earn $2,450 per week, including a tax-free housing stipend.
Requirements: active RN license, BLS and ACLS, and a minimum of 2 years of recent ICU experience.
Your recruiter will call you to go over the assignment and the facility interview.`,
    salary: per('week', 2_450, 2_450),
    roleId: 'registered-nurse',
    seniority: 'mid',
    expected: [],
  },
  {
    title: 'Warehouse Associate - Night Shift',
    company: 'Parcelpoint Logistics',
    descriptionText: `Parcelpoint is hiring warehouse associates for our Memphis distribution center. You will pick, pack and load outbound orders.
No experience necessary; paid training is provided. Starting pay is $19.50 per hour plus a $1.50 night-shift differential.
Steel-toe boots are required, and we give every new hire a $100 boot voucher. Offers are contingent on a background check and drug screen, which we pay for.`,
    salary: per('hour', 19.5, 21),
    roleId: null,
    seniority: 'entry',
    expected: [],
  },
  {
    title: 'Data Entry Clerk',
    company: 'Summit County Records Office',
    descriptionText: `The Summit County Records Office is looking for a Data Entry Clerk to digitise property records. You will key in deeds and plats, check entries against originals, and file scanned documents.
Typing speed of 45 wpm required. This is an on-site position at the county building, Monday to Friday, 8 to 4:30.`,
    salary: per('hour', 18, 20),
    roleId: null,
    seniority: 'entry',
    expected: [],
  },
  {
    title: 'Recruiting Coordinator',
    company: 'Oakline Retail',
    descriptionText: `Oakline Retail operates 60 stores in the Southeast. The Recruiting Coordinator schedules interviews, prepares offer letters and keeps our applicant tracking system up to date.
Questions about your application? Text our recruiting line at (512) 555-0147 during business hours and a coordinator will get back to you.`,
    salary: yearly(45_000, 52_000),
    roleId: 'recruiter',
    seniority: 'entry',
    expected: [],
  },
  {
    title: 'Mini Program Developer (WeChat)',
    company: 'Lotus Commerce',
    descriptionText: `Lotus Commerce builds storefronts for retail brands selling in China. You will build WeChat Mini Programs, integrate WeChat Pay, and help our clients reach their customers on WeChat and Alipay.
3+ years of JavaScript and experience with the WeChat developer tools required. Mandarin is a plus.`,
    salary: yearly(110_000, 140_000),
    roleId: 'frontend-developer',
    seniority: 'mid',
    expected: [],
  },
  {
    title: 'Integrations Engineer',
    company: 'Pagewise',
    descriptionText: `Pagewise is an incident-response platform. You will build integrations with Slack, Microsoft Teams and Google Chat so that customers can reach their on-call engineers wherever they work.
You have 3+ years of backend experience and have worked with webhooks and OAuth.`,
    salary: yearly(130_000, 160_000),
    roleId: 'backend-developer',
    seniority: 'mid',
    expected: [],
  },
  {
    title: 'IT Support Technician',
    company: 'Contoso Manufacturing',
    descriptionText: `Contoso Manufacturing is hiring an IT Support Technician for our plant in Grand Rapids. You'll image laptops, support 400 employees on site, and manage our ticket queue.
Beware of recruitment fraud: we will never interview you over Telegram or WhatsApp, and we never ask candidates to buy equipment. Our recruiters only use contoso.com e-mail addresses.`,
    salary: yearly(52_000, 62_000),
    roleId: 'it-support-specialist',
    seniority: 'entry',
    expected: [],
  },
  {
    title: 'Brand Designer',
    company: 'Studio Nine',
    descriptionText: `Studio Nine is a 12-person branding studio in Portland. We're looking for a Brand Designer to build identity systems, packaging and campaign assets.
Send your portfolio and a short note to jobs@studio-nine.design. We'll reply within 10 days.`,
    salary: yearly(68_000, 82_000),
    roleId: 'graphic-designer',
    seniority: 'mid',
    expected: [],
  },
  {
    title: 'Hospitalist Physician',
    company: 'Riverbend Medical Center',
    descriptionText: `Riverbend Medical Center seeks a board-certified internist to join its 18-physician hospitalist group. Seven-on, seven-off schedule; 15 to 18 encounters per shift.
Compensation: $310,000 to $345,000 base plus quality bonus, a $40,000 sign-on bonus, and relocation assistance.`,
    salary: yearly(310_000, 345_000),
    roleId: 'physician',
    seniority: 'mid',
    expected: [],
  },
  {
    title: 'Software Engineer, New Grad',
    company: 'Quantile',
    descriptionText: `Quantile builds risk models for insurers. New grads join a 12-week rotation across our modelling, data and platform teams.
New grad engineers earn $135,000 a year plus equity. BS or MS in computer science or a related field, graduating by June 2027.`,
    salary: yearly(135_000, 135_000),
    roleId: 'software-engineer',
    seniority: 'entry',
    expected: [],
  },
  {
    title: 'Senior DevOps Engineer (Contract)',
    company: 'Arcbridge Consulting',
    descriptionText: `Six-month contract with a possible extension. You will migrate a client's workloads from EC2 to Kubernetes, build Terraform modules and set up observability.
Rate: $95/hour on a W-2 or C2C basis. 8+ years of experience, including 3+ with Kubernetes in production.`,
    salary: per('hour', 95, 95),
    roleId: 'devops-engineer',
    seniority: 'senior',
    expected: [],
  },
  {
    title: 'Insurance Sales Agent',
    company: 'Keystone Mutual',
    descriptionText: `Keystone Mutual is hiring licensed and pre-licensed agents. You'll advise families on life and home coverage and build your own client base with leads we provide.
We pay for your pre-licensing course and state exam, and provide a laptop and phone. Base salary of $45,000 plus commission; first-year agents average $68,000.`,
    salary: yearly(45_000, null),
    roleId: 'sales-representative',
    seniority: 'entry',
    expected: [],
  },
  {
    title: 'Remote Account Executive',
    company: 'Tallyhq',
    descriptionText: `Tallyhq sells expense software to mid-market finance teams. You'll run the full sales cycle from discovery to close.
We'll ship you a MacBook Pro and a monitor before your first day; you don't need to buy any equipment. OTE $150,000 with a 50/50 base and commission split.`,
    salary: yearly(75_000, 150_000),
    roleId: 'account-executive',
    seniority: 'mid',
    expected: [],
  },
  {
    title: 'Signal Processing Engineer',
    company: 'Aerosonic Systems',
    descriptionText: `Aerosonic builds radar altimeters. As a Signal Processing Engineer you will develop filtering and detection algorithms in MATLAB and C, and verify them on our test range.
Interview process: a call with the recruiter, a technical interview with our signal processing team, and an on-site visit. MS in electrical engineering preferred.`,
    salary: yearly(115_000, 150_000),
    roleId: 'electrical-engineer',
    seniority: 'mid',
    expected: [],
  },
  {
    title: 'Treasury Analyst',
    company: 'Halvorsen Foods',
    descriptionText: `Halvorsen Foods is looking for a Treasury Analyst to manage daily cash positioning across 30 bank accounts. You will initiate and approve wire transfers, forecast cash, and reconcile intercompany balances.
CPA or CTP a plus; 2+ years in treasury or corporate finance required.`,
    salary: yearly(78_000, 95_000),
    roleId: 'financial-analyst',
    seniority: 'mid',
    expected: [],
  },
  {
    title: 'Property Manager',
    company: 'Greenway Residential',
    descriptionText: `Greenway Residential manages 1,400 apartments in Raleigh. The Property Manager leads leasing and maintenance teams, collects rent and security deposits, and resolves resident concerns.
Three years of property management experience required.`,
    salary: yearly(60_000, 72_000),
    roleId: 'property-manager',
    seniority: 'mid',
    expected: [],
  },
];

export const SCAM_POSTINGS: readonly LabelledPosting[] = [
  {
    title: 'Package Handling Coordinator (Work From Home)',
    company: 'Swift Global Logistics',
    descriptionText: `We are looking for reliable people to receive packages at their home address, inspect the contents, repackage them and reship them to our international clients with prepaid labels we e-mail you.
Earn $2,500 per week. No experience needed, flexible hours.
Text our HR manager on WhatsApp at +1 (347) 555-0192 to get started today!`,
    salary: null,
    roleId: null,
    seniority: 'entry',
    expected: ['messaging-app-contact', 'pay-above-range'],
  },
  {
    title: 'Payment Processing Assistant',
    company: 'Westbrook Trading Co',
    descriptionText: `Our company is expanding in the US and needs a local assistant to process customer payments. You will receive checks from our clients, deposit them into your personal bank account, keep 10% as your commission and send the remaining balance to our suppliers via Zelle.
Only 2-3 hours a day. Contact westbrook.trading.hr@gmail.com with your full name and phone number.`,
    salary: null,
    roleId: null,
    seniority: 'entry',
    expected: ['fee-requested', 'personal-email'],
  },
  {
    title: 'Remote Data Entry Clerk',
    company: 'Apex Data Solutions',
    descriptionText: `Apex Data Solutions is hiring remote data entry clerks. Duties include typing documents and updating spreadsheets.
Interviews will be conducted via Telegram. Download the Telegram app and message our hiring manager @ApexHR_Linda to schedule your interview.
Pay: $35 per hour, weekly payment.`,
    salary: per('hour', 35, 35),
    roleId: null,
    seniority: 'entry',
    expected: ['messaging-app-contact'],
  },
  {
    title: 'Administrative Assistant',
    company: 'Coastal Staffing Group',
    descriptionText: `Coastal Staffing Group is looking for an Administrative Assistant to support our director. Tasks include answering e-mails, scheduling meetings and running errands.
To apply, send your resume to coastal.staffing.hr@gmail.com. Immediate start.`,
    salary: per('hour', 28, 32),
    roleId: null,
    seniority: 'entry',
    expected: ['personal-email'],
  },
  {
    title: 'Brand Ambassador - Start Today!',
    company: 'Luxe Living Wellness',
    descriptionText: `Join our growing team of wellness brand ambassadors and work on your own schedule! Share our products with friends and family and earn commission on every sale.
Training is free, but a one-time $89 starter kit fee is required before you can start selling. Your kit includes samples, catalogs and your personal website.`,
    salary: null,
    roleId: null,
    seniority: 'entry',
    expected: ['fee-requested'],
  },
  {
    title: 'Online Data Entry - $3,000/Week',
    company: 'Digital Typing Services',
    descriptionText: `Earn $3,000 weekly from home! No experience required, just basic typing. Work as little as 2 hours a day on your phone or laptop.
Spots are limited. Apply via WhatsApp now to reserve your place.`,
    salary: per('week', 3_000, null),
    roleId: null,
    seniority: 'entry',
    expected: ['messaging-app-contact', 'pay-above-range'],
  },
  {
    title: 'Remote Customer Service Representative',
    company: 'Premier Care Solutions',
    descriptionText: `Premier Care Solutions is hiring remote customer service representatives. After your interview, you will be required to purchase equipment and software from our approved vendor; you will be reimbursed in your first paycheck.
We will mail you a check to cover the equipment, which you deposit into your own bank account before paying the vendor.`,
    salary: per('hour', 27, 27),
    roleId: 'customer-service-representative',
    seniority: 'entry',
    expected: ['fee-requested'],
  },
  {
    title: 'Personal Assistant to a Busy Executive',
    company: 'R. Whitman & Associates',
    descriptionText: `Our CEO travels constantly and needs a remote personal assistant. Duties include managing his calendar, paying bills, and running errands such as purchasing gift cards for clients and sending the card numbers by text.
$750 per week. E-mail rwhitman.executive@yahoo.com for details.`,
    salary: per('week', 750, 750),
    roleId: null,
    seniority: 'entry',
    expected: ['fee-requested', 'personal-email'],
  },
  {
    title: 'Medical Billing Specialist (Work From Home)',
    company: 'National Health Billing Institute',
    descriptionText: `Start a rewarding career in medical billing from home. Once you complete our certification course ($249 training fee), we will place you with one of our partner clinics.
Graduates typically start at $25 an hour.`,
    salary: null,
    roleId: 'medical-coder',
    seniority: 'entry',
    expected: ['fee-requested'],
  },
  {
    title: 'Junior Accounts Clerk',
    company: 'Meridian Imports Ltd',
    descriptionText: `Meridian Imports is hiring a junior accounts clerk to work remotely. Please contact our recruiter Mr. David Lee on Signal app for your interview, or email davidlee.recruit@yahoo.com.
Salary negotiable.`,
    salary: null,
    roleId: 'bookkeeper',
    seniority: 'entry',
    expected: ['messaging-app-contact', 'personal-email'],
  },
  {
    title: 'Virtual Assistant',
    company: 'Global Outreach Foundation',
    descriptionText: `The Global Outreach Foundation needs virtual assistants to help with correspondence. Qualified applicants will be interviewed via Google Hangouts chat by our HR department.
Make sure your Hangouts account is set up before the interview.`,
    salary: per('hour', 30, 30),
    roleId: null,
    seniority: 'entry',
    expected: ['messaging-app-contact'],
  },
  {
    title: 'Social Media Assistant',
    company: 'Trendline Media',
    descriptionText: `Looking for a social media assistant to post content and answer comments for our clients. Flexible hours, fully remote.
Interested? Add me on Kik: trendline_hiring_amy and I will send you the details.`,
    salary: null,
    roleId: null,
    seniority: 'entry',
    expected: ['messaging-app-contact'],
  },
  {
    title: 'Warehouse Inventory Checker',
    company: 'Primeline Distribution',
    descriptionText: `Primeline Distribution is hiring inventory checkers. Applicants must be 18 or older.
To schedule your interview, text 'READY' to (646) 555-0133 and a hiring manager will contact you within the hour.`,
    salary: per('hour', 24, 24),
    roleId: null,
    seniority: 'entry',
    expected: ['messaging-app-contact'],
  },
  {
    title: 'Mystery Shopper - Immediate Start',
    company: 'Secret Shopper Evaluations',
    descriptionText: `Get paid to shop! Your first assignment evaluates a money-transfer service. You'll receive a cashier's check for $2,450 by courier, deposit it, keep $300 as your payment, and wire the rest via Western Union to our evaluation team.
Send your name and address to mysteryshop.eval@outlook.com to receive your first assignment.`,
    salary: null,
    roleId: null,
    seniority: 'entry',
    expected: ['fee-requested', 'personal-email'],
  },
  {
    title: 'Data Analyst (Entry Level) - Remote',
    company: 'Vantage Analytics Group',
    descriptionText: `Entry-level remote data analyst. No degree needed, we train you. You will review spreadsheets and summarise results for our clients.
Pay: $95 to $110 per hour, paid daily.`,
    salary: per('hour', 95, 110),
    roleId: 'data-analyst',
    seniority: 'entry',
    expected: ['pay-above-range'],
  },
  {
    title: 'Front Desk Receptionist',
    company: 'Pinnacle Business Centers',
    descriptionText: `Pinnacle Business Centers is hiring a front desk receptionist. A registration fee of $45 applies to cover your onboarding materials and ID badge, payable before your first shift.
Full training provided.`,
    salary: per('hour', 18, 18),
    roleId: null,
    seniority: 'entry',
    expected: ['fee-requested'],
  },
  {
    title: 'Remote Crypto Payment Agent',
    company: 'BlockPay Solutions',
    descriptionText: `BlockPay Solutions needs payment agents in the US. Customers will send funds to your bank account; you transfer the funds to our company crypto wallet within 24 hours and keep 5% of every transaction.
Contact us on Telegram: @blockpay_jobs`,
    salary: null,
    roleId: null,
    seniority: 'entry',
    expected: ['fee-requested', 'messaging-app-contact'],
  },
  {
    title: 'Work From Home Assistant',
    company: 'Home Income Network',
    descriptionText: `Earn $500 a day working from home! No experience necessary, anyone can do it. All you need is a phone.
Contact us on WhatsApp to learn more and get started today.`,
    salary: null,
    roleId: null,
    seniority: 'entry',
    expected: ['messaging-app-contact', 'pay-above-range'],
  },
  {
    title: 'Bookkeeper',
    company: 'Lakeside Holdings',
    descriptionText: `Lakeside Holdings needs a bookkeeper to reconcile accounts and prepare invoices. Part-time, fully remote, 15 hours a week.
Send your CV to lakeside.holdings.jobs@gmail.com.`,
    salary: yearly(180_000, 200_000),
    roleId: 'bookkeeper',
    seniority: 'mid',
    expected: ['personal-email', 'pay-above-range'],
  },
  {
    title: 'Product Tester',
    company: 'Evergreen Consumer Labs',
    descriptionText: `Test new products at home and keep them! Interviews are held on WeChat with our overseas HR team.
A refundable security deposit of $150 is required before we ship your first product kit.`,
    salary: null,
    roleId: null,
    seniority: 'entry',
    expected: ['fee-requested', 'messaging-app-contact'],
  },
];

export const LABELLED_POSTINGS: readonly LabelledPosting[] = [...LEGITIMATE_POSTINGS, ...SCAM_POSTINGS];
