import { describe, expect, it } from 'vitest';
import { readTargetJob } from './read-job.ts';

const levelOf = (title: string, text: string) =>
  readTargetJob(`${title}\nTidewater Foods\n\n${text}`).seniority;

describe('the level a posting is at', () => {
  it('reads the level the title states first, then the years asked', () => {
    expect(levelOf('Senior Accountant', 'Requirements: 2+ years of accounting experience.')).toBe('senior');
    expect(levelOf('Accountant', 'Requirements: 4+ years of accounting experience.')).toBe('mid');
    expect(levelOf('Accountant', 'Requirements: 10+ years of accounting experience.')).toBe('senior');
  });

  it('reads a job that leads people as above the entry level, whatever the years', () => {
    expect(levelOf('IT Project Manager', 'Minimum 1 year as project manager.')).toBe('mid');
    expect(levelOf('Billing Supervisor', 'Oversee the billing team.')).toBe('mid');
    expect(levelOf('Account Representative', 'You will manage a team of 4-8 employees.')).toBe('mid');
  });

  it('reads what the text says of experience when it names no figure', () => {
    expect(levelOf('Maintenance Technician', 'Proven experience as a maintenance technician.')).toBe('mid');
    expect(levelOf('Kids Coach', 'NO EXPERIENCE NECESSARY, we will train you.')).toBe('entry');
    expect(levelOf('Call Center Agent', 'Answer calls from customers and log every case.')).toBe('entry');
  });

  it('reads a job that asks for a professional licence as past the entry level, not a driver’s licence or CPR', () => {
    expect(levelOf('Home Inspector', 'Must be a licensed Home Inspector in Texas.')).toBe('mid');
    expect(levelOf('Charter Pilot', 'ATP Certificate (Required) Type rating (Required)')).toBe('mid');
    expect(levelOf('Staff Nurse', 'Must be a licensed RN. Newly licensed nurses welcome.')).toBe('entry');
    expect(levelOf('Delivery Driver', "Deliver parcels on a set route. Driver's License (Required)")).toBe(
      'entry',
    );
    expect(levelOf('Caregiver', 'Help residents every day. CPR Certification (Required)')).toBe('entry');
    expect(levelOf('Courier', 'Must be a licensed driver with a clean record.')).toBe('entry');
  });
});
