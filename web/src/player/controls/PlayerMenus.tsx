import { ActionIcon, Badge, Button, Group, Menu, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconSettings } from '@tabler/icons-react';
import { Fragment } from 'react';
import { messages } from '../../messages/messages.ts';
import { PLAYBACK_RATES } from '../playback.ts';
import { AUTO_LEVEL, type QualityOption } from '../stream/quality-levels.ts';

const text = messages.viewer;

export interface QualityChoice {
  options: QualityOption[];
  /** -1 is Auto. */
  selected: number;
  /** The level Auto is playing. */
  playing: number;
  onSelect(id: number): void;
}

export interface RateChoice {
  rate: number;
  onRate(rate: number): void;
}

const rateName = (rate: number) => (rate === 1 ? text.normalRate : `${rate}×`);

function qualityLabel({ options, selected, playing }: QualityChoice): string {
  const name = (id: number) => {
    const option = options.find((candidate) => candidate.id === id);
    return option?.hdr ? `${option.name} ${text.hdr}` : option?.name;
  };
  if (selected !== AUTO_LEVEL) return name(selected) ?? text.auto;
  const current = name(playing);
  return current ? `${text.auto} (${current})` : text.auto;
}

/** A menu item's mark: a tick for the one chosen. */
export const check = (on: boolean) =>
  on ? <IconCheck size={14} /> : <span style={{ width: 14 }} />;

function RateItems({ rate, onRate }: RateChoice) {
  return PLAYBACK_RATES.map((value) => (
    <Menu.Item key={value} leftSection={check(value === rate)} onClick={() => onRate(value)}>
      {rateName(value)}
    </Menu.Item>
  ));
}

function QualityItems({ options, selected, onSelect }: QualityChoice) {
  const items = [{ id: AUTO_LEVEL, name: text.auto, hdr: false }, ...options];
  return items.map((option) => (
    <Menu.Item
      key={option.id}
      leftSection={check(option.id === selected)}
      rightSection={option.hdr ? <Badge size="xs">{text.hdr}</Badge> : null}
      onClick={() => onSelect(option.id)}
    >
      {option.name}
    </Menu.Item>
  ));
}

const trigger = { variant: 'subtle', color: 'gray.2', size: 'compact-sm' } as const;

/** The wide layout: speed and quality (when the stream has pictures) each as a menu. */
export function InlineMenus({ rate, quality }: { rate: RateChoice; quality: QualityChoice }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Menu position="top-end" withinPortal={false}>
        <Menu.Target>
          <Button {...trigger}>
            <VisuallyHidden>{text.speed} </VisuallyHidden>
            {rateName(rate.rate)}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{text.speed}</Menu.Label>
          <RateItems {...rate} />
        </Menu.Dropdown>
      </Menu>
      {quality.options.length > 0 && (
        <Menu position="top-end" withinPortal={false}>
          <Menu.Target>
            <Button {...trigger}>
              <VisuallyHidden>{text.quality} </VisuallyHidden>
              {qualityLabel(quality)}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{text.quality}</Menu.Label>
            <QualityItems {...quality} />
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}

/** The narrow layout: one settings menu holding speed and quality. */
export function SettingsMenu({ rate, quality }: { rate: RateChoice; quality: QualityChoice }) {
  const sections = [
    { label: text.speed, items: <RateItems {...rate} /> },
    { label: text.quality, items: <QualityItems {...quality} /> },
  ].filter((section) => section.label !== text.quality || quality.options.length > 0);
  return (
    <Menu position="top-end" withinPortal={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray.2" aria-label={text.settings}>
          <IconSettings size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
        {sections.map((section) => (
          <Fragment key={section.label}>
            <Menu.Label>{section.label}</Menu.Label>
            {section.items}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
