import { describe, expect, it } from 'vitest';
import { detectSecrets, maskSecret, secretWarningText } from './detect-secrets.ts';

const chars = (n: number, alphabet = 'aB3_x-Q9') =>
  Array.from({ length: n }, (_, i) => alphabet[i % alphabet.length]).join('');

/** One valid token per pattern, and its name. */
const CASES: [name: string, token: string, shorter: string][] = [
  ['GitLab personal access token', `glpat-${chars(20)}`, `glpat-${chars(19)}`],
  [
    'GitLab personal access token (routable)',
    `glpat-${chars(27)}.01abc1234`,
    `glpat-${chars(26)}.01abc1234`,
  ],
  ['Feed Token', `glft-${chars(20)}`, `glft-${chars(19)}`],
  ['Feed Token', `feed_token=${chars(20)}`, `feed_token=${chars(19)}`],
  ['GitLab OAuth Application Secret', `gloas-${chars(64)}`, `gloas-${chars(63)}`],
  ['GitLab Deploy Token', `gldt-${chars(20)}`, `gldt-${chars(19)}`],
  ['GitLab SCIM OAuth Access Token', `glsoat-${chars(20)}`, `glsoat-${chars(19)}`],
  ['GitLab CI Build (Job) Token', `glcbt-64_${chars(20)}`, `glcbt-64_${chars(19)}`],
  ['GitLab Feature Flags Client Token', `glffct-${chars(20)}`, `glffct-${chars(19)}`],
  ['GitLab Runner Token', `glrt-${chars(20)}`, `glrt-${chars(19)}`],
  ['GitLab Incoming Mail Token', `glimt-${chars(25)}`, `glimt-${chars(24)}`],
  ['GitLab Agent for Kubernetes Token', `glagent-${chars(50)}`, `glagent-${chars(49)}`],
  ['GitLab Pipeline Trigger Token', `glptt-${chars(40)}`, `glptt-${chars(39)}`],
  [
    'Anthropic key',
    `sk-ant-api03-${chars(86)}-${chars(8)}`,
    `sk-ant-api03-${chars(85)}-${chars(8)}`,
  ],
];

describe('detectSecrets', () => {
  it.each(CASES)('finds a %s in prose, and masks it', (name, token) => {
    expect(detectSecrets(`My token is ${token}. Oops`)).toEqual([
      { name, masked: maskSecret(token) },
    ]);
  });

  it.each(CASES)('ignores a %s one character too short', (_name, _token, shorter) => {
    expect(detectSecrets(`My token is ${shorter} here`)).toEqual([]);
  });

  it.each(CASES)('ignores a %s whose prefix is cut short', (_name, token) => {
    expect(detectSecrets(`My token is ${token.slice(1)} here`)).toEqual([]);
  });

  it.each(CASES)('ignores a %s inside a longer word', (_name, token) => {
    expect(detectSecrets(`x${token}`)).toEqual([]);
    expect(detectSecrets(`${token}Z`)).toEqual([]);
  });

  it.each(CASES)('still counts a %s inside a code block or inline code', (name, token) => {
    expect(detectSecrets(`\`\`\`\nexport TOKEN=${token}\n\`\`\``)).toEqual([
      { name, masked: maskSecret(token) },
    ]);
    expect(detectSecrets(`\`${token}\``)).toHaveLength(1);
  });

  it('finds the start of a GitLab feed token with a user id', () => {
    expect(detectSecrets('glft-abc123-42_rest')).toEqual([
      { name: 'Feed Token', masked: 'glft-a*****-42_' },
    ]);
  });

  it('finds a Cairn personal access token (glpat- and 20 token characters)', () => {
    const cairnToken = 'glpat-Ab3_-zZ09xYq1w2E3r4T';
    expect(detectSecrets(cairnToken)).toEqual([
      { name: 'GitLab personal access token', masked: 'glpat-****************3r4T' },
    ]);
  });

  it('lists several secrets once each, in pattern order', () => {
    const pat = `glpat-${chars(20)}`;
    const deploy = `gldt-${chars(20)}`;
    expect(detectSecrets(`${deploy} ${pat} ${pat}`).map((s) => s.name)).toEqual([
      'GitLab personal access token',
      'GitLab Deploy Token',
    ]);
  });

  it('finds nothing in ordinary text', () => {
    expect(detectSecrets('See glpat- docs; gldt is a prefix; sk-ant-api03 is a key kind')).toEqual(
      [],
    );
  });
});

describe('maskSecret', () => {
  it('keeps six characters at the start and four at the end, at most 20 stars', () => {
    expect(maskSecret(`glpat-${'a'.repeat(16)}WXYZ`)).toBe('glpat-****************WXYZ');
    expect(maskSecret(`gloas-${'a'.repeat(60)}WXYZ`)).toBe(`gloas-${'*'.repeat(20)}WXYZ`);
    expect(maskSecret('glft-1-2_')).toBe('gl*******');
  });
});

describe('secretWarningText', () => {
  it('words one secret in a description', () => {
    expect(secretWarningText(1, 'description')).toEqual({
      title: 'Warning: Potential secret detected',
      body: 'This description appears to have the following secret in it. Are you sure you want to add this description?',
      confirm: 'Add description',
      edit: 'Edit description',
    });
  });

  it('words several secrets in a comment', () => {
    expect(secretWarningText(2, 'comment')).toEqual({
      title: 'Warning: Potential secrets detected',
      body: 'This comment appears to have the following secrets in it. Are you sure you want to add this comment?',
      confirm: 'Add comment',
      edit: 'Edit comment',
    });
  });
});
