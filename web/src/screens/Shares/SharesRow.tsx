import { ActionIcon, Anchor, Checkbox, Group, Table } from '@mantine/core';
import { IconDownload, IconDroplet, IconExternalLink, IconLock } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import type { SharesRow_link$key } from '../../__generated__/SharesRow_link.graphql.ts';
import { Tooltip } from '../../components/Tooltip/Tooltip.tsx';
import { formatDateTime } from '../../format/date.ts';
import { messages } from '../../messages/messages.ts';
import { expiryText } from './shares-list.ts';

/** An option the link has, as an icon with its name for those who cannot see it. */
function OptionIcon(props: { label: string; icon: typeof IconLock }) {
  const Icon = props.icon;
  return (
    <Tooltip label={props.label}>
      <Icon size={16} role="img" aria-label={props.label} />
    </Tooltip>
  );
}

interface SharesRowProps {
  link: SharesRow_link$key;
  selected: boolean;
  onToggle: () => void;
  /** Opens the link in the Share dialog (Edit Share). */
  onEdit: () => void;
}

/** One share: name (which opens it in Edit Share), option icons, created, creator, expiry and Preview in a new tab. */
export function SharesRow(props: SharesRowProps) {
  const link = useFragment(
    graphql`
      fragment SharesRow_link on ShareLink {
        name
        url
        createdAt
        expiresAt
        hasPassword
        canDownload
        watermark {
          text
        }
        createdBy {
          name
        }
      }
    `,
    props.link,
  );
  const m = messages.shares;
  return (
    <Table.Tr bg={props.selected ? 'var(--mantine-primary-color-light)' : undefined}>
      <Table.Td>
        <Checkbox
          aria-label={`${m.select} ${link.name}`}
          checked={props.selected}
          onChange={props.onToggle}
        />
      </Table.Td>
      <Table.Td>
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={500}
          c="inherit"
          onClick={props.onEdit}
        >
          {link.name}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          {link.hasPassword && <OptionIcon label={m.hasPassword} icon={IconLock} />}
          {link.canDownload && <OptionIcon label={m.canDownload} icon={IconDownload} />}
          {link.watermark && <OptionIcon label={m.hasWatermark} icon={IconDroplet} />}
        </Group>
      </Table.Td>
      <Table.Td>{formatDateTime(link.createdAt)}</Table.Td>
      <Table.Td>{link.createdBy?.name ?? ''}</Table.Td>
      <Table.Td>{expiryText(link.expiresAt ?? null)}</Table.Td>
      <Table.Td>
        <Tooltip label={m.preview(link.name)}>
          <ActionIcon
            component="a"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            aria-label={m.preview(link.name)}
          >
            <IconExternalLink size={16} />
          </ActionIcon>
        </Tooltip>
      </Table.Td>
    </Table.Tr>
  );
}
