import { Typography } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { labelTaskCheckboxes } from './task-list-labels.ts';
import classes from './markdown-html.module.css';

/**
 * Shows server-rendered markdown. The server sanitises descriptionHtml (no scripts, no event
 * handlers, no javascript: URLs), which is why this may set innerHTML.
 */
export function MarkdownHtml({ html, label }: { html: string; label?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) labelTaskCheckboxes(ref.current);
  }, [html]);
  return (
    <Typography
      ref={ref}
      className={classes.markdown}
      aria-label={label}
      data-testid="markdown"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
