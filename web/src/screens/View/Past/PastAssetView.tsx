import { Alert, Badge, Box, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { PastAssetViewQuery } from '../../../__generated__/PastAssetViewQuery.graphql.ts';
import { AnnotationProvider } from '../../../annotations/AnnotationContext.tsx';
import { AnnotationLayer } from '../../../annotations/AnnotationLayer.tsx';
import { DetailsTable } from '../../../components/DetailsTable/DetailsTable.tsx';
import { DrawerLayout } from '../../../components/DrawerLayout/DrawerLayout.tsx';
import { SidebarTabs } from '../../../folders/Inspector/SidebarTabs.tsx';
import type { SidebarMode } from '../../../folders/Inspector/sidebar-mode.ts';
import { formatDateTime } from '../../../format/date.ts';
import { AssetHistory } from '../../../history/AssetHistory.tsx';
import { withAt } from '../../../history/at-param.ts';
import { PastReaders } from '../../../history/PastReaders.tsx';
import { messages } from '../../../messages/messages.ts';
import { mediaKindOf, PlayerProvider } from '../../../player/PlayerContext.tsx';
import { AssetViewer } from '../../../viewer/AssetViewer.tsx';
import { VIEWER_FIT_WIDTH } from '../../../viewer/viewer-fit.ts';
import { ProjectWatermarkLayer } from '../../../watermark/ProjectWatermarkLayer.tsx';
import { PastComments } from './PastComments.tsx';

const text = messages.history;

interface PastAssetViewProps {
  assetId: string;
  /** The moment, an ISO 8601 instant. */
  at: string;
  /** The viewer's name, for a watermark that shows it. */
  viewer: string;
}

/**
 * The viewer at a past moment (`at=`): a banner saying so with Back to Now, the asset's name and
 * versions then (the newest then first) with their status then, the chosen one playing with the
 * drawings of its comments then on their frames, and its comments and replies as they read then,
 * all read-only; the History tab moves between moments.
 */
export function PastAssetView({ assetId, at, viewer }: PastAssetViewProps) {
  // the version chosen in the menu; the newest then at first
  const [chosen, setChosen] = useState<number | null>(null);
  const data = useLazyLoadQuery<PastAssetViewQuery>(
    graphql`
      query PastAssetViewQuery($assetId: ID!, $at: DateTime!, $version: Int) {
        asset(id: $assetId) {
          id
          type
          ...ProjectWatermarkLayer_asset
          asOf(at: $at) {
            name
            scene
            take
            versions {
              number
              filename
            }
            readers {
              ...PastReaders_readers
            }
            shown: version(number: $version) {
              number
              filename
              reviewStatus
              version {
                id
                framesPerSecond
                timecodeOffset
                ...AssetViewer_version
              }
              comments {
                ...PastComments_comments
              }
            }
          }
        }
      }
    `,
    { assetId, at, version: chosen },
    { fetchPolicy: 'store-or-network' },
  );
  const [params, setParams] = useSearchParams();
  const [sidebarMode, setSidebarMode] = useState<SidebarMode>('history');
  const asset = data.asset;
  const past = asset?.asOf;
  const backToNow = () => setParams(withAt(params, null));
  const banner = (
    <Alert color="yellow" icon={<IconHistory size={18} />} data-testid="past-banner">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" fw={600}>
            {text.banner(formatDateTime(at, { seconds: true }))}
          </Text>
          <Text size="sm">{text.readOnly}</Text>
        </div>
        <Button size="xs" variant="default" onClick={backToNow}>
          {text.backToNow}
        </Button>
      </Group>
    </Alert>
  );
  const sidebar = (comments: ReactNode, facts: ReactNode = null) => (
    <SidebarTabs
      mode={sidebarMode}
      onChange={setSidebarMode}
      metadata={facts}
      comments={comments}
      history={<AssetHistory assetId={assetId} />}
    />
  );
  if (!asset || !past) {
    return (
      <DrawerLayout right={sidebar(null)}>
        <Stack p="md" gap="sm">
          {banner}
          <Text>{text.notThen}</Text>
        </Stack>
      </DrawerLayout>
    );
  }
  const shown = past.shown;
  const slate = [past.scene, past.take].filter(Boolean).join(' / ');
  const status = shown?.reviewStatus && messages.reviewStatus.statuses[shown.reviewStatus];
  return (
    <PlayerProvider
      key={shown?.version.id ?? 'none'}
      kind={mediaKindOf(asset.type)}
      framesPerSecond={shown?.version.framesPerSecond ?? null}
      timecodeOffset={shown?.version.timecodeOffset ?? null}
    >
      {/* the comments publish their drawings then; the player shows them on their frames */}
      <AnnotationProvider frameRateKnown={!!shown?.version.framesPerSecond}>
        <DrawerLayout
          right={sidebar(
            shown ? <PastComments comments={shown.comments} versionId={shown.version.id} /> : null,
            <Stack p="md" gap="md">
              <DetailsTable
                label={text.facts}
                rows={[
                  [text.name, past.name],
                  [text.scene, past.scene ?? ''],
                  [text.take, past.take ?? ''],
                  [messages.inspector.filename, shown?.filename ?? ''],
                  [messages.reviewStatus.column, status || messages.reviewStatus.none],
                ]}
              />
              {past.readers && <PastReaders readers={past.readers} />}
            </Stack>,
          )}
        >
          <Stack p="md" gap="sm">
            {banner}
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap" miw={0}>
                <Title order={2} size="h4" data-testid="past-asset-name" lineClamp={1}>
                  {past.name}
                </Title>
                {slate && <Text c="dimmed">{slate}</Text>}
                {status && <Badge variant="light">{status}</Badge>}
              </Group>
              {past.versions.length > 1 && shown && (
                <Select
                  aria-label={text.version}
                  w={240}
                  allowDeselect={false}
                  value={String(shown.number)}
                  onChange={(value) => setChosen(Number(value))}
                  data={past.versions.map((v) => ({
                    value: String(v.number),
                    label: text.versionOf(v.number, v.filename ?? null),
                  }))}
                />
              )}
            </Group>
            {shown && (
              <Box maw={VIEWER_FIT_WIDTH} w="100%" mx="auto">
                <AssetViewer
                  version={shown.version}
                  autoPlay={false}
                  overlay={
                    <>
                      <ProjectWatermarkLayer asset={asset} viewer={viewer} />
                      <AnnotationLayer />
                    </>
                  }
                />
              </Box>
            )}
          </Stack>
        </DrawerLayout>
      </AnnotationProvider>
    </PlayerProvider>
  );
}
