/**
 * Answers in the documented shapes of the public job board APIs, as a stand-in serves them: Greenhouse's job board
 * API (GET /v1/boards/{board}/jobs/{id}?pay_transparency=true), Lever's postings API
 * (GET /v0/postings/{company}/{id}?mode=json) and Ashby's posting API
 * (GET /posting-api/job-board/{board}?includeCompensation=true).
 */

export const GREENHOUSE_JOB = {
  absolute_url: 'https://job-boards.greenhouse.io/acme/jobs/4012345',
  data_compliance: [
    { type: 'gdpr', requires_consent: false, requires_processing_consent: false, retention_period: null },
  ],
  internal_job_id: 3011223,
  location: { name: 'San Francisco, CA' },
  metadata: null,
  id: 4012345,
  updated_at: '2026-10-30T12:00:00-04:00',
  requisition_id: 'ENG-118',
  title: 'Senior Backend Engineer',
  company_name: 'Acme Robotics',
  first_published: '2026-10-01T09:00:00-04:00',
  language: 'en',
  content:
    '&lt;h2&gt;About the role&lt;/h2&gt;&lt;p&gt;You will build the services behind our R&amp;amp;D fleet.&lt;/p&gt;' +
    '&lt;h3&gt;What you bring&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;5+ years of Go or Java&lt;/li&gt;' +
    '&lt;li&gt;PostgreSQL &amp;amp; Kafka&lt;/li&gt;&lt;/ul&gt;',
  departments: [{ id: 41, name: 'Engineering', child_ids: [], parent_id: null }],
  offices: [{ id: 52, name: 'San Francisco', location: 'San Francisco, CA', child_ids: [], parent_id: null }],
  pay_input_ranges: [
    {
      min_cents: 18_000_000,
      max_cents: 22_000_000,
      currency_type: 'USD',
      title: 'San Francisco Bay Area',
      blurb: '<p>The annual base salary range for this role.</p>',
    },
    {
      min_cents: 16_000_000,
      max_cents: 20_500_000,
      currency_type: 'USD',
      title: 'Rest of the US',
      blurb: '<p>The annual base salary range for this role.</p>',
    },
  ],
};

export const LEVER_POSTING_ID = '5ac21346-8e0c-4494-8e7a-3eb92ff77902';

export const LEVER_POSTING = {
  additional: '<div>We offer equity and a learning budget.</div>',
  additionalPlain: 'We offer equity and a learning budget.',
  categories: {
    commitment: 'Full-time',
    department: 'Engineering',
    location: 'Toronto, ON',
    team: 'Platform',
    allLocations: ['Toronto, ON', 'Montreal, QC'],
  },
  createdAt: 1_761_955_200_000,
  descriptionPlain: 'Acme is building the platform that runs our robots.',
  description: '<div>Acme is building the platform that runs our robots.</div>',
  id: LEVER_POSTING_ID,
  lists: [
    { text: "What you'll do", content: '<li>Design internal APIs</li><li>Mentor engineers</li>' },
    { text: 'Requirements', content: '<li>5+ years of Python</li><li>Kubernetes in production</li>' },
  ],
  text: 'Staff Platform Engineer',
  country: 'CA',
  workplaceType: 'hybrid',
  opening: '',
  openingPlain: '',
  descriptionBody: '<div>Acme is building the platform that runs our robots.</div>',
  descriptionBodyPlain: 'Acme is building the platform that runs our robots.',
  hostedUrl: `https://jobs.lever.co/acme/${LEVER_POSTING_ID}`,
  applyUrl: `https://jobs.lever.co/acme/${LEVER_POSTING_ID}/apply`,
  salaryRange: { currency: 'CAD', interval: 'per-year-salary', min: 150_000, max: 190_000 },
  salaryDescription: '<div>Base salary</div>',
  salaryDescriptionPlain: 'Base salary',
};

export const ASHBY_JOB_ID = '0f6c7d1e-2b3a-4c5d-8e9f-a0b1c2d3e4f5';

export const ASHBY_BOARD = {
  apiVersion: '1',
  jobs: [
    {
      id: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
      title: 'Account Executive',
      department: 'Sales',
      team: 'Sales',
      employmentType: 'FullTime',
      location: 'London',
      secondaryLocations: [],
      publishedAt: '2026-10-20T10:00:00.000+00:00',
      isListed: true,
      isRemote: false,
      jobUrl: 'https://jobs.ashbyhq.com/notion/aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
      applyUrl: 'https://jobs.ashbyhq.com/notion/aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee/application',
      descriptionHtml: '<p>Sell.</p>',
      descriptionPlain: 'Sell.',
    },
    {
      id: ASHBY_JOB_ID,
      title: 'Product Designer',
      department: 'Design',
      team: 'Growth',
      employmentType: 'FullTime',
      location: 'New York',
      secondaryLocations: [
        {
          location: 'San Francisco',
          address: { addressLocality: 'San Francisco', addressRegion: 'CA', addressCountry: 'USA' },
        },
      ],
      publishedAt: '2026-11-02T15:04:05.000+00:00',
      isListed: true,
      isRemote: true,
      workplaceType: 'Remote',
      address: { postalAddress: { addressLocality: 'New York', addressRegion: 'NY', addressCountry: 'USA' } },
      jobUrl: `https://jobs.ashbyhq.com/notion/${ASHBY_JOB_ID}`,
      applyUrl: `https://jobs.ashbyhq.com/notion/${ASHBY_JOB_ID}/application`,
      descriptionHtml:
        '<p><strong>About the team</strong></p><p>We design the editor.</p><ul><li><p>Figma</p></li><li><p>Prototyping</p></li></ul>',
      descriptionPlain: 'About the team\n\nWe design the editor.\n\n- Figma\n- Prototyping',
      compensation: {
        compensationTierSummary: '$140K – $180K • Offers Equity',
        scrapeableCompensationSalarySummary: '$140K - $180K',
        compensationTiers: [
          {
            id: 'tier-1',
            tierSummary: '$140K – $180K • Offers Equity',
            title: 'Zone A',
            additionalInformation: null,
            components: [
              {
                id: 'component-1',
                summary: '$140K – $180K',
                compensationType: 'Salary',
                interval: '1 YEAR',
                currencyCode: 'USD',
                minValue: 140_000,
                maxValue: 180_000,
              },
              {
                id: 'component-2',
                summary: 'Offers Equity',
                compensationType: 'EquityPercentage',
                interval: 'NONE',
                currencyCode: null,
                minValue: null,
                maxValue: null,
              },
            ],
          },
        ],
        summaryComponents: [
          {
            compensationType: 'Salary',
            interval: '1 YEAR',
            currencyCode: 'USD',
            minValue: 140_000,
            maxValue: 180_000,
          },
          {
            compensationType: 'EquityPercentage',
            interval: 'NONE',
            currencyCode: null,
            minValue: null,
            maxValue: null,
          },
        ],
      },
    },
  ],
};

/** A page whose JSON-LD is an array: the organisation, then the posting. */
export const JSON_LD_ARRAY_PAGE = `<!doctype html><html><head><title>Data Analyst – Initech</title>
<script type="application/ld+json">[
  {"@context": "https://schema.org", "@type": "Organization", "name": "Initech", "url": "https://initech.example"},
  {"@context": "https://schema.org", "@type": "JobPosting",
   "title": "Data Analyst",
   "description": "<p>Initech turns data into decisions.</p><h3>Requirements</h3><ul><li>SQL &amp; Python</li><li>Tableau</li></ul>",
   "identifier": {"@type": "PropertyValue", "name": "Initech", "value": "JOB-42"},
   "datePosted": "2026-11-01",
   "employmentType": ["FULL_TIME", "CONTRACTOR"],
   "hiringOrganization": {"@type": "Organization", "name": "Initech", "sameAs": "https://initech.example"},
   "jobLocation": [
     {"@type": "Place", "address": {"@type": "PostalAddress", "addressLocality": "Berlin", "addressCountry": "DE"}},
     {"@type": "Place", "address": {"@type": "PostalAddress", "addressLocality": "Munich", "addressRegion": "BY", "addressCountry": {"@type": "Country", "name": "DE"}}}
   ],
   "baseSalary": {"@type": "MonetaryAmount", "currency": "EUR",
     "value": {"@type": "QuantitativeValue", "minValue": 60000, "maxValue": 75000, "unitText": "YEAR"}}
  }
]</script></head><body><h1>Data Analyst</h1></body></html>`;

/** A page whose JSON-LD is a @graph, after a broken script and a script that is not JSON-LD. */
export const JSON_LD_GRAPH_PAGE = `<html><head>
<script>window.dataLayer = [{"@type": "JobPosting", "title": "Not this one"}];</script>
<script type="application/ld+json">{ "broken": </script>
<script type="application/ld+json">
<!--
{"@context": "https://schema.org", "@graph": [
  {"@type": "WebPage", "name": "Careers"},
  {"@type": ["JobPosting"], "title": "Night Shift Nurse",
   "description": "&lt;p&gt;Care for patients on our night team.
Rotating weekends.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;RN licence&lt;/li&gt;&lt;/ul&gt;",
   "hiringOrganization": "Mercy General",
   "jobLocationType": "TELECOMMUTE",
   "applicantLocationRequirements": {"@type": "Country", "name": "USA"},
   "employmentType": "PART_TIME",
   "datePosted": "2026-11-10T08:00:00Z",
   "baseSalary": {"@type": "MonetaryAmount", "currency": "usd", "value": {"@type": "QuantitativeValue", "value": "52.50", "unitText": "HOUR"}},
   "qualifications": "Two years of acute care experience"
  }
]}
-->
</script></head><body></body></html>`;

export const PAGE_WITHOUT_POSTING =
  '<html><head><script type="application/ld+json">{"@type": "Organization", "name": "Initech"}</script></head>' +
  '<body><h1>Careers at Initech</h1><p>We are always hiring.</p></body></html>';

export const COMPANY_PAGE_EMBEDDING_GREENHOUSE =
  '<html><body><h1>Careers</h1><div id="grnhse_app"></div>' +
  '<script src="https://boards.greenhouse.io/embed/job_board/js?for=acme"></script></body></html>';
