import type { ReactNode } from 'react';
import type { TokenDraft } from '../utils/token-cycle.ts';
import { activeSegment } from '../utils/token-cycle.ts';
import type { TokenConfig } from '../utils/token-types.ts';
import classes from './filtered-search.module.css';
import { tokenDataText } from './token-value.tsx';

/**
 * Holds the text input, and around it the token being built: its type segment, its operator
 * segment once settled, and the values picked so far for an OR token. The wrapper is always
 * rendered so the input keeps its DOM node (and the focus) when a draft starts or ends.
 */
export function DraftToken({
  draft,
  config,
  picked,
  children,
}: {
  draft: TokenDraft | null;
  config: TokenConfig | undefined;
  picked: readonly string[];
  children: ReactNode;
}) {
  const segment = draft === null ? null : activeSegment(draft);
  return (
    <span
      className={draft === null ? classes.inputSlot : classes.draft}
      data-testid={draft === null ? undefined : 'filtered-search-draft'}
      data-token-type={draft?.type}
    >
      {draft === null ? null : (
        <>
          <span className={classes.segmentType}>{config?.title ?? draft.type}</span>
          {segment === 'data' ? (
            <span className={classes.segmentOperator}>{draft.operator}</span>
          ) : null}
          {picked.map((value) => (
            <span key={value} className={classes.segmentData}>
              {tokenDataText(config, value)}
            </span>
          ))}
        </>
      )}
      {children}
    </span>
  );
}
