import { useState } from 'react';
import { SHOW_LABELS_KEY } from './tree-messages.ts';

/** The 'Show labels' flag, kept in local storage under GitLab's key; on by default. */
export function useShowLabels(): [boolean, (value: boolean) => void] {
  const [show, setShow] = useState(() => {
    try {
      return localStorage.getItem(SHOW_LABELS_KEY) !== 'false';
    } catch {
      return true;
    }
  });
  const update = (value: boolean) => {
    setShow(value);
    try {
      localStorage.setItem(SHOW_LABELS_KEY, String(value));
    } catch {
      // Storage refused (private mode): the flag lasts for the page only.
    }
  };
  return [show, update];
}
