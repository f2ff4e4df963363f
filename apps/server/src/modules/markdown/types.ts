// Contracts between the markdown renderer and whoever knows what a reference points at.
// The renderer never touches the database: it finds references, hands them over in batches and
// links only what comes back.

/** A reference target the viewer is allowed to see. */
export interface ResolvedRef {
  /** Where the link goes; normally a path on this instance such as `/g/p/-/issues/3`. */
  url: string;
  /** Shown as the link's `title` attribute (issue title, milestone title, user's name...). */
  title: string;
  /** Issues and epics only: closed ones get ` (closed)` appended to the link text. */
  state?: 'opened' | 'closed';
}

export interface ResolvedLabel {
  url: string;
  /** Label name as stored; rendered inside the label pill. */
  title: string;
  /** Background colour, `#rgb` or `#rrggbb`; anything else is dropped from the output. */
  color: string;
  /** Text colour, same format as `color`. */
  textColor: string;
}

/**
 * Resolves references found in a document. Each method is called at most once per render, with
 * every distinct reference of its kind (so implementations can batch, no N+1), and returns only
 * the targets the viewer may see; anything missing from the map stays plain text, so the output
 * never reveals whether a hidden target exists.
 *
 * Map keys are built from the arguments exactly as passed (do not normalise case in the key):
 * - issues: `${projectPath ?? ''}#${iid}`; `projectPath` null means "the current project".
 * - epics: `${groupPath ?? ''}&${iid}`; `groupPath` null means "the current group".
 * - labels, milestones, users: the name / title / username as passed.
 */
export interface ReferenceResolver {
  issues(refs: { projectPath: string | null; iid: number }[]): Promise<Map<string, ResolvedRef>>;
  epics(refs: { groupPath: string | null; iid: number }[]): Promise<Map<string, ResolvedRef>>;
  labels(names: string[]): Promise<Map<string, ResolvedLabel>>;
  milestones(titles: string[]): Promise<Map<string, ResolvedRef>>;
  users(usernames: string[]): Promise<Map<string, ResolvedRef>>;
}

export interface ReferenceContext {
  resolver: ReferenceResolver;
  /**
   * Origin of this Cairn instance, e.g. `https://cairn.example.com`. Absolute links to any other
   * host get `rel="nofollow noreferrer noopener"`. When omitted, every absolute http(s) link
   * is treated as external.
   */
  baseUrl?: string;
  /**
   * Path of the project the text belongs to (`/group/project`). GitLab writes attachments as
   * `/uploads/<secret>/<file>` relative to the project; such links and images are rewritten to
   * `<uploadsBase>/uploads/...`. Without it they are left as written.
   */
  uploadsBase?: string;
}
