// Keyboard rules of a hover/focus popover (WCAG 1.4.13 and the APG disclosure pattern): Escape
// closes it wherever focus is, Tab from the trigger enters its content, and leaving the content
// with Tab, Shift+Tab or Escape closes it and puts focus back on the trigger.
import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function focusablesIn(container: HTMLElement | null): HTMLElement[] {
  return container ? [...container.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
}

function contains(container: HTMLElement | null, node: EventTarget | null): boolean {
  return Boolean(container && node instanceof Node && container.contains(node));
}

export interface PopoverKeyboardOptions {
  readonly opened: boolean;
  readonly dropdownId: string;
  readonly trigger: HTMLElement | null;
  readonly close: () => void;
  readonly scheduleClose: () => void;
  readonly cancelClose: () => void;
}

export function usePopoverKeyboard(options: PopoverKeyboardOptions) {
  const { opened, dropdownId, trigger, close, scheduleClose, cancelClose } = options;
  /** Focus we move back to the trigger must not open the popover again. */
  const returningFocus = useRef(false);
  const dropdown = () => document.getElementById(dropdownId);

  const returnFocus = () => {
    close();
    if (!trigger) return;
    returningFocus.current = true;
    trigger.focus();
    returningFocus.current = false;
  };

  // Dismissible without moving the pointer or focus: Escape closes it from anywhere.
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      if (contains(dropdown(), document.activeElement)) returnFocus();
      else close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  return {
    /** True while the trigger regains focus from the popover content. */
    isReturningFocus: () => returningFocus.current,
    onTriggerKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (!opened || event.key !== 'Tab' || event.shiftKey) return;
      const [first] = focusablesIn(dropdown());
      if (!first) return;
      event.preventDefault();
      cancelClose();
      first.focus();
    },
    /** Focus moving from the trigger into the content keeps the popover open. */
    triggerBlurKeepsOpen: (event: FocusEvent<HTMLElement>) =>
      contains(dropdown(), event.relatedTarget),
    onDropdownKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Tab') return;
      const items = focusablesIn(dropdown());
      const edge = event.shiftKey ? items[0] : items[items.length - 1];
      if (edge && document.activeElement !== edge) return;
      event.preventDefault();
      returnFocus();
    },
    onDropdownFocus: cancelClose,
    onDropdownBlur: (event: FocusEvent<HTMLElement>) => {
      if (contains(dropdown(), event.relatedTarget) || event.relatedTarget === trigger) return;
      scheduleClose();
    },
  };
}
