import { Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The text for a value set on the item that the viewer may not view. */
export const noPermissionText = (attribute: string) =>
  `You don't have permission to view this ${attribute}.`;

/** The warning editors see: the value cannot be picked again once replaced. */
export const hiddenValueWarning = (attribute: string) =>
  `The assigned ${attribute} is one you cannot view: if you change it, you won't be able to assign it again.`;

/**
 * Shown instead of a single value (milestone, iteration) the server withholds: the item has one,
 * but not for this viewer. Nothing of it (title, id) reaches the page; editors are warned that
 * replacing it cannot be undone by them.
 */
export function HiddenValueNote({ attribute, editable }: { attribute: string; editable: boolean }) {
  return (
    <>
      <Text size="sm" c="dimmed">
        {noPermissionText(attribute)}
      </Text>
      {editable ? (
        <Text size="xs" c="orange.9" mt={4} role="note">
          <IconAlertTriangle size={12} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
          {hiddenValueWarning(attribute)}
        </Text>
      ) : null}
    </>
  );
}
