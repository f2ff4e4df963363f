import { Breadcrumbs, Text } from '@mantine/core';
import { paths } from '../lib/paths.ts';
import { InternalLink } from './internal-link.tsx';

/** acme / platform / api: each group segment links to its group page; the last may be text. */
export function NamespaceBreadcrumbs({
  fullPath,
  lastIsProject = false,
  trail = [],
}: {
  fullPath: string;
  lastIsProject?: boolean;
  trail?: { label: string; href?: string }[];
}) {
  const segments = fullPath.split('/');
  const items = segments.map((segment, index) => {
    const path = segments.slice(0, index + 1).join('/');
    const isProject = lastIsProject && index === segments.length - 1;
    return { label: segment, href: isProject ? paths.project(path) : paths.group(path) };
  });
  const all = [...items, ...trail];
  return (
    <nav aria-label="Breadcrumbs">
      <Breadcrumbs separator="/" separatorMargin={6} fz="sm">
        {all.map((item, index) =>
          item.href && index < all.length - 1 ? (
            <InternalLink key={item.href} href={item.href} size="sm" c="gray.7">
              {item.label}
            </InternalLink>
          ) : (
            <Text key={item.label} size="sm" c="dimmed" aria-current="page">
              {item.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
