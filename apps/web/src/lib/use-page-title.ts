import { useEffect } from 'react';

/** Sets the document title to "part · part · Cairn" (empty parts are skipped). */
export function usePageTitle(...parts: (string | null | undefined)[]) {
  const title = [...parts.filter((p): p is string => Boolean(p)), 'Cairn'].join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
