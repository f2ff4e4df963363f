import { useCallback, useRef, useState } from 'react';
import { uploadFile } from './editor-requests.ts';

/** Shown under the editor when an upload fails (GitLab's wording). */
export const ATTACH_FAILED = 'Attaching the file failed.';

/** The text held in place of a file while it uploads. */
export const uploadPlaceholder = (name: string, n: number) =>
  `![Uploading ${name}${n > 1 ? ` (${n})` : ''}…]()`;

interface Options {
  projectPath: string | undefined;
  csrfToken: () => Promise<string | null>;
  /** The editor's current text (read at the moment a placeholder is replaced). */
  getValue: () => string;
  /** Inserts text at the caret. */
  insertAtCaret: (text: string) => void;
  onChange: (value: string) => void;
}

/**
 * Pasted, dropped or picked files: each gets a placeholder at the caret at once, then the
 * upload's Markdown in its place (or the placeholder goes and an error shows). Without a project
 * there is nowhere to store files, so `enabled` is false.
 */
export function useAttachments({
  projectPath,
  csrfToken,
  getValue,
  insertAtCaret,
  onChange,
}: Options) {
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);
  const counter = useRef(0);

  const attach = useCallback(
    (files: readonly File[]) => {
      if (!projectPath || files.length === 0) return;
      setError(null);
      for (const file of files) {
        counter.current += 1;
        const placeholder = uploadPlaceholder(file.name, counter.current);
        insertAtCaret(placeholder);
        setUploading((n) => n + 1);
        csrfToken()
          .then((token) => uploadFile(projectPath, file, token))
          .then(({ markdown }) => onChange(getValue().replace(placeholder, markdown)))
          .catch(() => {
            onChange(getValue().replace(placeholder, ''));
            setError(ATTACH_FAILED);
          })
          .finally(() => setUploading((n) => n - 1));
      }
    },
    [projectPath, csrfToken, getValue, insertAtCaret, onChange],
  );

  return { enabled: projectPath !== undefined, attach, error, uploading: uploading > 0 };
}
