import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';

interface Crumb {
  label: string;
  to?: string;
}

/** 'All Users' → project → folder path; the last crumb is where the user is. */
export function UsersBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const all: Crumb[] = [{ label: messages.users.allUsers, to: pathTo('users-index') }, ...crumbs];
  return (
    <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap', minWidth: 0 }}>
      {all.map((crumb, index) =>
        crumb.to && index < all.length - 1 ? (
          <Anchor key={crumb.to} component={Link} to={crumb.to}>
            {crumb.label}
          </Anchor>
        ) : (
          <Text key={crumb.label} fw={600}>
            {crumb.label}
          </Text>
        ),
      )}
    </Breadcrumbs>
  );
}
