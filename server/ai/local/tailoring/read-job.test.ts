import { describe, expect, it } from 'vitest';
import { readTargetJob } from './read-job.ts';

const GREENHOUSE = `Senior Backend Engineer
Remote - US
Apply
About Fintrail
Fintrail builds the payment rails that independent pharmacies use to get paid by insurers.
What you'll do
Design, build and operate backend services
Mentor other engineers through code review
What we're looking for
5+ years of professional software engineering experience
Strong experience with Java or Go
Experience with Kafka or another message queue
Docker and Kubernetes
Clear written communication
Nice to have
Terraform
Benefits
Medical, dental and vision insurance for you and your family
401(k) with a 4% match
Fintrail is an equal opportunity employer. We do not discriminate on the basis of race, religion, age or disability.`;

const ONE_LINE =
  "Staff Accountant - Brookline Manufacturing Inc. - Cleveland, OH. Brookline Manufacturing is hiring a Staff Accountant to join our finance team. Responsibilities: prepare journal entries; support the monthly close. Requirements: Bachelor's degree in Accounting or Finance; minimum of two years of accounting experience; knowledge of GAAP; experience with an ERP such as SAP or Oracle; strong attention to detail. Preferred: CPA or working toward CPA. We offer competitive salary, health insurance, 401(k) and paid holidays. Brookline is an Equal Opportunity Employer.";

const HTML =
  '<div><h1>Data Scientist (NLP)</h1><p>Aurora Labs &middot; Remote (EU)</p><h3>Requirements</h3><ul><li>MSc or PhD in Computer Science or a related field</li><li>3+ years of industry experience</li><li>Python</li><li>PyTorch or TensorFlow</li></ul><h3>Nice to have</h3><ul><li>Docker</li></ul><p>Aurora Labs is an equal opportunity employer.</p></div>';

describe('readTargetJob', () => {
  it('reads a flattened board page: title, company, years, required and preferred skills in its own words', () => {
    const job = readTargetJob(GREENHOUSE);
    expect(job.title).toBe('Senior Backend Engineer');
    expect(job.company).toBe('Fintrail');
    expect(job.seniority).toBe('senior');
    expect(job.years).toBe(5);
    expect(job.education).toBeNull();
    expect(job.requiredSkills).toEqual(
      expect.arrayContaining([
        'Java or Go',
        'Kafka or another message queue',
        'Docker',
        'Kubernetes',
        'written communication',
      ]),
    );
    expect(job.preferredSkills).toEqual(['Terraform']);
    // What the job involves is not asked for when requirements are stated apart: duties are not skills.
    expect([...job.requiredSkills, ...job.preferredSkills]).not.toContain('code review');
  });

  it('takes nothing from benefits or the equal opportunity statement', () => {
    const all = [...readTargetJob(GREENHOUSE).requiredSkills, ...readTargetJob(GREENHOUSE).preferredSkills];
    expect(all.join(' ')).not.toMatch(/insurance|dental|discriminat|opportunity|disability/i);
  });

  it('reads a posting written on one line by its inline labels, years written in words', () => {
    const job = readTargetJob(ONE_LINE);
    expect(job.title).toBe('Staff Accountant');
    expect(job.company).toBe('Brookline Manufacturing Inc');
    expect(job.years).toBe(2);
    expect(job.education).toBe('bachelor');
    expect(job.requiredSkills).toEqual(
      expect.arrayContaining(['GAAP', 'ERP such as SAP or Oracle', 'attention to detail']),
    );
    expect(job.preferredSkills).toContain('CPA');
    // A degree's field of study is not a skill asked for.
    expect(job.requiredSkills).not.toContain('Finance');
  });

  it('reads HTML: tags end lines, entities are decoded, the lowest degree asked for wins', () => {
    const job = readTargetJob(HTML);
    expect(job.title).toBe('Data Scientist (NLP)');
    expect(job.company).toBe('Aurora Labs');
    expect(job.education).toBe('master');
    expect(job.years).toBe(3);
    expect(job.requiredSkills).toEqual(expect.arrayContaining(['Python', 'PyTorch or TensorFlow']));
    expect(job.preferredSkills).toEqual(['Docker']);
    expect(job.description).not.toContain('<');
  });

  it('keeps a degree that is only preferred out of the education asked for, and reads a preference in brackets', () => {
    const job = readTargetJob(`Registered Nurse
Harborview Hospital is hiring a nurse for our medical unit.
Requirements:
- Active RN license
- 1+ year of acute care experience (ACLS a plus)
- Associate degree in nursing (ADN) required; BSN preferred
- BLS certification`);
    expect(job.education).toBe('associate');
    expect(job.company).toBe('Harborview Hospital');
    expect(job.requiredSkills).toEqual(expect.arrayContaining(['RN license', 'acute care', 'BLS']));
    expect(job.preferredSkills).toContain('ACLS');
    expect(job.requiredSkills).not.toContain('ACLS');
  });

  it('takes the years a requirement decides, and a labelled title', () => {
    const job = readTargetJob(`Job Title: Marketing Manager
Company: Bellwether Outdoor Co.
Must have
* 5+ years of marketing experience, including 2 years managing people
* SEO and Google Analytics`);
    expect(job.title).toBe('Marketing Manager');
    expect(job.company).toBe('Bellwether Outdoor Co');
    expect(job.years).toBe(5);
  });

  it('reads a Lever page without bullets: a heading stands alone, a requirement that starts like one does not', () => {
    const job = readTargetJob(`DevOps Engineer
BENGALURU / ENGINEERING – PLATFORM / FULL-TIME
Join us at Clearpath Logistics, where our Platform team keeps dispatch software up.
What you will do
Run our Kubernetes clusters
What we expect from you
3-5 years of experience in DevOps or Site Reliability Engineering
Experience with Terraform
Hands-on Amazon Web Services (EC2, S3, IAM)
Scripting in Python or Bash
Good to have
Ansible`);
    expect(job.company).toBe('Clearpath Logistics');
    expect(job.years).toBe(3);
    expect(job.requiredSkills).toEqual(
      expect.arrayContaining([
        'DevOps or Site Reliability Engineering',
        'Terraform',
        'Amazon Web Services (EC2, S3, IAM)',
        'Python or Bash',
      ]),
    );
    // Running clusters is a duty, not a skill asked for.
    expect(job.preferredSkills).toEqual(['Ansible']);
  });

  it('reads an Indeed page: the job details block and benefits give no skills, the company is on the second line', () => {
    const job = readTargetJob(`Store Manager
FreshMart Supermarkets
Austin, TX
$65,000 - $78,000 a year - Full-time
Benefits
Health insurance
Paid time off
Full job description
What You'll Need:
3+ years of retail management experience, including P&L responsibility
Inventory management and loss prevention
High school diploma or GED required
Preferred:
Bachelor's degree`);
    expect(job.company).toBe('FreshMart Supermarkets');
    expect(job.education).toBe('high-school');
    expect(job.requiredSkills).toEqual(
      expect.arrayContaining([
        'retail management',
        'P&L responsibility',
        'Inventory management',
        'loss prevention',
      ]),
    );
    expect([...job.requiredSkills, ...job.preferredSkills].join(' ')).not.toMatch(/insurance|paid time/i);
  });

  it('falls back to the title it is given and never fails on text that is no posting', () => {
    expect(readTargetJob('thanks, see you tomorrow', { title: 'Barista' }).title).toBe('Barista');
    const empty = readTargetJob('');
    expect(empty.title).not.toBe('');
    expect(empty.requiredSkills).toEqual([]);
    expect(() => readTargetJob('<'.repeat(50_000))).not.toThrow();
  });

  it('takes no pronoun or sentence opening for the company', () => {
    for (const opening of ['We are looking for', 'Our team is hiring', 'You are seeking', 'WE ARE HIRING']) {
      const job = readTargetJob(
        `Senior Data Scientist\n\n${opening} a senior data scientist to build credit risk models.\n\nRequirements:\n- 5+ years of Python and SQL`,
      );
      expect(job.company, opening).toBe('');
    }
  });

  it('takes no keyword from what the company says of itself, from legal notes after its equal-opportunity statement, or from a sentence cut at its semicolons', () => {
    const job = readTargetJob(`Field Ecologist
Lawhon Consulting provides engineering services to the public sector. Over the past 39 years, our services have grown to include site remediation; environmental permitting; and NEPA compliance.
Requirements:
- ArcGIS
- Excellent written communication
Lawhon is an equal opportunity employer.
Recruiting Department Ecology Services`);
    expect(job.requiredSkills).toEqual(expect.arrayContaining(['ArcGIS', 'written communication']));
    expect([...job.requiredSkills, ...job.preferredSkills].join(' ')).not.toMatch(
      /permitting|NEPA|remediation|Recruiting/i,
    );
  });

  it("reads the title after 'Job Title:' up to the next label glued to it, and not a sentence after 'Role:'", () => {
    const labelled = readTargetJob(
      'Job Title: Administrative CoordinatorOrganization: Book BankLocation: Cleveland',
    );
    expect(labelled.title).toBe('Administrative Coordinator');
    const role = readTargetJob('Marketing Coordinator\nAcme\nRole: Our office is a fast-paced environment.');
    expect(role.title).toBe('Marketing Coordinator');
  });

  it('reads a title the catalogue does not know before a firm or a place below it, and a title flattened twice once', () => {
    expect(
      readTargetJob('Swahili Instructor\nBeat the Odds - Baltimore\nBaltimore, MD\nTeach Swahili.').title,
    ).toBe('Swahili Instructor');
    expect(
      readTargetJob('Software Support Specialist\nRecruitment Design\nMcLean, VA\nSupport users.').title,
    ).toBe('Software Support Specialist');
    expect(readTargetJob('General Hospital\nSwahili Instructor\nTeach Swahili.').title).toBe(
      'Swahili Instructor',
    );
    expect(
      readTargetJob('Director of Engineering, CloudDirector of Engineering, Cloud\n\nLead teams.').title,
    ).toBe('Director of Engineering, Cloud');
  });

  it("reads '(Preferred)' as marking the clause it ends, and 'helps' and a 'stand out' heading as preferences", () => {
    const job = readTargetJob(`Coach
Requirements:
- Excellent communication
- Previous experience in personal training helps
Experience:
Customer service: 1 year (Preferred)
Skills That Will Help You Stand Out
Salesforce`);
    expect(job.requiredSkills).toEqual(['communication']);
    expect(job.preferredSkills).toEqual(
      expect.arrayContaining(['personal training', 'Customer service', 'Salesforce']),
    );
  });

  it('lists a tool the duties name as preferred, but none of their practices', () => {
    const job = readTargetJob(`Registered Nurse - ICU
What you'll do:
* Perform patient assessments and educate families
* Document in Epic
Qualifications:
* BLS and ACLS required`);
    expect(job.preferredSkills).toEqual(['Epic']);
  });
});
