import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { paths } from '../lib/paths.ts';
import { useInternalNavigation } from './internal-link.tsx';

/** 'New issue' on the project page and the issue list (for viewers who may create issues). */
export function NewIssueButton({ fullPath }: { fullPath: string }) {
  const href = paths.newIssue(fullPath);
  const navigate = useInternalNavigation(href);
  return (
    <Button
      component="a"
      href={href}
      onClick={navigate}
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      New issue
    </Button>
  );
}
