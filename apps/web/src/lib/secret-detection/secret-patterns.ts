// The secret patterns GitLab's editor checks before a description or comment is saved, with
// its prefix lengths: 20 characters for most tokens, 25 incoming mail, 50 agent, 40
// pipeline trigger, 64 OAuth application secret. Cairn's own personal access tokens use GitLab's
// format (`glpat-` + 20 of [0-9A-Za-z_-], apps/server/src/auth/tokens.ts), so the first pattern
// covers them too.

export interface SecretPattern {
  name: string;
  /** Regular-expression source of the token itself. */
  source: string;
  /**
   * False when the pattern matches only the start of a longer token (GitLab's feed token
   * `glft-<hex>-<id>_...`): then what follows it may be more token characters.
   */
  endsToken?: boolean;
}

const TOKEN_CHARS = '[0-9a-zA-Z_-]';

export const SECRET_PATTERNS: readonly SecretPattern[] = [
  { name: 'GitLab personal access token', source: `glpat-${TOKEN_CHARS}{20}` },
  {
    name: 'GitLab personal access token (routable)',
    source: `glpat-${TOKEN_CHARS}{27,300}\\.[0-9a-z]{2}[0-9a-z]{7}`,
  },
  { name: 'Feed Token', source: `feed_token=${TOKEN_CHARS}{20}|glft-${TOKEN_CHARS}{20}` },
  { name: 'Feed Token', source: 'glft-[a-h0-9]+-[0-9]+_', endsToken: false },
  { name: 'GitLab OAuth Application Secret', source: `gloas-${TOKEN_CHARS}{64}` },
  { name: 'GitLab Deploy Token', source: `gldt-${TOKEN_CHARS}{20}` },
  { name: 'GitLab SCIM OAuth Access Token', source: `glsoat-${TOKEN_CHARS}{20}` },
  { name: 'GitLab CI Build (Job) Token', source: `glcbt-[0-9a-zA-Z]{1,5}_${TOKEN_CHARS}{20}` },
  { name: 'GitLab Feature Flags Client Token', source: `glffct-${TOKEN_CHARS}{20}` },
  { name: 'GitLab Runner Token', source: `glrt-${TOKEN_CHARS}{20}` },
  { name: 'GitLab Incoming Mail Token', source: `glimt-${TOKEN_CHARS}{25}` },
  { name: 'GitLab Agent for Kubernetes Token', source: `glagent-${TOKEN_CHARS}{50}` },
  { name: 'GitLab Pipeline Trigger Token', source: `glptt-${TOKEN_CHARS}{40}` },
  {
    name: 'Anthropic key',
    source: 'sk-ant-[a-z]{3}\\d{2}-[A-Za-z0-9_-]{86}-[A-Za-z0-9_-]{8}',
  },
];
