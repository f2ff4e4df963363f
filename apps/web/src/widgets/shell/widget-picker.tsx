import { Alert, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import classes from './widget-picker.module.css';

export type PickerOption = {
  id: string;
  /** The option's text (also its accessible name). */
  text: string;
  /** Shown instead of the text when given (a label badge, an avatar and name...). */
  view?: ReactNode;
  /** 'mixed' is the label picker's indeterminate state. */
  state: 'on' | 'off' | 'mixed';
};

type Props = {
  /** Accessible name of the search box, e.g. 'Search labels'. */
  label: string;
  search: string;
  onSearch: (search: string) => void;
  options: readonly PickerOption[];
  onToggle: (id: string) => void;
  onClose: () => void;
  multiple?: boolean;
  loading?: boolean;
  /** A fetch failure text ('Error fetching labels.'...). */
  error?: string | null;
  /** Extra content under the list (a 'Create label' button...). */
  footer?: ReactNode;
};

/**
 * The searchable list every picker widget uses: a combobox search box driving a listbox. Arrow
 * keys move, Enter toggles the active option, Escape closes; options carry check marks.
 */
export function WidgetPicker(props: Props) {
  const listId = useId();
  const [active, setActive] = useState(0);
  const count = props.options.length;
  const current = Math.min(active, Math.max(count - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = props.options[current];
      if (option) props.onToggle(option.id);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      props.onClose();
    }
  };

  return (
    <Stack gap={6}>
      <TextInput
        size="xs"
        data-autofocus
        autoFocus
        role="combobox"
        aria-label={props.label}
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={count ? optionId(current) : undefined}
        placeholder="Search"
        value={props.search}
        onChange={(event) => {
          props.onSearch(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {props.error ? (
        <Alert color="red" variant="light" p="xs" role="alert">
          {props.error}
        </Alert>
      ) : null}
      {props.loading ? <Loader size="xs" role="status" aria-label="Loading" /> : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={props.label.replace(/^Search /, '')}
        aria-multiselectable={props.multiple || undefined}
        className={classes.list}
      >
        {props.options.map((option, index) => (
          <li
            key={option.id}
            id={optionId(index)}
            role="option"
            aria-selected={option.state === 'on'}
            aria-checked={
              props.multiple
                ? option.state === 'mixed'
                  ? 'mixed'
                  : option.state === 'on'
                : undefined
            }
            data-active={index === current || undefined}
            className={classes.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setActive(index);
              props.onToggle(option.id);
            }}
          >
            <span className={classes.check} aria-hidden>
              {option.state === 'on' ? <IconCheck size={14} /> : null}
              {option.state === 'mixed' ? <IconMinus size={14} /> : null}
            </span>
            {option.view ?? option.text}
          </li>
        ))}
      </ul>
      {!props.loading && count === 0 ? (
        <Text size="sm" c="dimmed">
          No matching results
        </Text>
      ) : null}
      {props.footer}
    </Stack>
  );
}
