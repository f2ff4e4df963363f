// A popover that opens on hover and on keyboard focus of its target, and closes when both leave
// or on Escape; its content is reachable with Tab (hooks/use-popover-keyboard.ts).
// Rows mount and unmount on every scroll frame, so the Mantine Popover (floating-ui, portal,
// transition) is only mounted the first time its target is hovered or focused; the target element
// itself is rendered the same way before and after, so it keeps focus and hover.
import { Popover, type PopoverProps } from '@mantine/core';
import { usePopoverKeyboard } from './use-popover-keyboard.ts';
import {
  cloneElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

const CLOSE_DELAY_MS = 120;

interface TargetProps {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  ref?: Ref<HTMLElement>;
  id?: string;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-describedby'?: string;
}

export interface HoverPopoverProps {
  readonly target: ReactElement<TargetProps>;
  readonly children: ReactNode;
  readonly position?: PopoverProps['position'];
  readonly width?: PopoverProps['width'];
  /** Called the first time the popover opens (lazy fetches). */
  readonly onFirstOpen?: () => void;
  readonly label?: string;
}

/** Hands an element rendered elsewhere to Popover.Target, which sets its ref on its child. */
export function ExternalTarget({ element, ref }: { element: HTMLElement; ref?: Ref<HTMLElement> }) {
  useLayoutEffect(() => {
    if (!ref) return;
    if (typeof ref === 'function') {
      const cleanup = ref(element);
      return () => {
        if (typeof cleanup === 'function') cleanup();
        else ref(null);
      };
    }
    ref.current = element;
    return () => {
      ref.current = null;
    };
  }, [ref, element]);
  return null;
}

export function HoverPopover(props: HoverPopoverProps) {
  const { target, children, position = 'bottom', width, onFirstOpen, label } = props;
  const [opened, setOpened] = useState(false);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedOnce = useRef(false);
  const targetId = useId();
  const dropdownId = `${targetId}-dropdown`;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const open = (event?: { currentTarget: HTMLElement }) => {
    clearTimeout(closeTimer.current);
    if (event && !element) setElement(event.currentTarget);
    if (!openedOnce.current) {
      openedOnce.current = true;
      onFirstOpen?.();
    }
    setOpened(true);
  };
  const scheduleClose = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpened(false), CLOSE_DELAY_MS);
  };
  const keyboard = usePopoverKeyboard({
    opened,
    dropdownId,
    trigger: element,
    close: () => {
      clearTimeout(closeTimer.current);
      setOpened(false);
    },
    scheduleClose,
    cancelClose: () => clearTimeout(closeTimer.current),
  });

  const targetProps = target.props;
  // The attributes Popover.Target gives its child (withRoles), set here on the real target.
  const trigger = cloneElement(target, {
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      targetProps.onMouseEnter?.(event);
      open(event);
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      targetProps.onMouseLeave?.(event);
      scheduleClose();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      targetProps.onFocus?.(event);
      if (!keyboard.isReturningFocus()) open(event);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      targetProps.onBlur?.(event);
      if (!keyboard.triggerBlurKeepsOpen(event)) scheduleClose();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      targetProps.onKeyDown?.(event);
      keyboard.onTriggerKeyDown(event);
    },
    id: targetId,
    'aria-haspopup': 'dialog',
    'aria-expanded': opened,
    'aria-controls': opened ? dropdownId : undefined,
    'aria-describedby': opened ? dropdownId : undefined,
  });

  return (
    <>
      {trigger}
      {element ? (
        <Popover
          id={targetId}
          opened={opened}
          onDismiss={() => setOpened(false)}
          position={position}
          width={width}
          withArrow
          shadow="md"
          withinPortal
          zIndex={300}
          closeOnEscape={false}
          returnFocus={false}
        >
          <Popover.Target>
            <ExternalTarget element={element} />
          </Popover.Target>
          <Popover.Dropdown
            id={dropdownId}
            aria-label={label}
            onMouseEnter={() => open()}
            onMouseLeave={scheduleClose}
            onKeyDown={keyboard.onDropdownKeyDown}
            onFocus={keyboard.onDropdownFocus}
            onBlur={keyboard.onDropdownBlur}
            p="sm"
          >
            {children}
          </Popover.Dropdown>
        </Popover>
      ) : null}
    </>
  );
}
