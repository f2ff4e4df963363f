// Report abuse texts (GitLab's report abuse drawer, worded for Cairn).

export const REPORT_ABUSE_TITLE = 'Report abuse to administrator';
export const REPORT_ABUSE_QUESTION = 'Why are you reporting this user?';
export const REPORT_ABUSE_CONTEXT = 'Additional context';
export const REPORT_ABUSE_SUBMIT = 'Report abuse';
export const REPORT_ABUSE_THANKS =
  'Thank you for your report. An administrator will look into it shortly.';
export const REPORT_ABUSE_ERROR = 'Something went wrong while reporting abuse.';
export const MAX_ABUSE_MESSAGE = 1024;

/** GitLab's categories and their labels, in its order. */
export const ABUSE_CATEGORIES = [
  { value: 'spam', label: "They're posting spam." },
  { value: 'offensive', label: "They're being offensive or abusive." },
  { value: 'phishing', label: "They're phishing." },
  { value: 'crypto', label: "They're crypto mining." },
  { value: 'credentials', label: "They're posting personal information or credentials." },
  { value: 'copyright', label: "They're violating a copyright or trademark." },
  { value: 'malware', label: "They're posting malware." },
  { value: 'other', label: 'Something else.' },
] as const;

export type AbuseCategory = (typeof ABUSE_CATEGORIES)[number]['value'];

export const categoryLabel = (value: string) =>
  ABUSE_CATEGORIES.find((c) => c.value === value)?.label ?? value;
