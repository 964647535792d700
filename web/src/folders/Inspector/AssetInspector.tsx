import { Button, Stack } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { AssetInspector_asset$key } from '../../__generated__/AssetInspector_asset.graphql.ts';
import { DetailsTable } from '../../components/DetailsTable/DetailsTable.tsx';
import { CustomFieldsPanel } from '../../custom-fields/CustomFieldsPanel.tsx';
import { messages } from '../../messages/messages.ts';
import { assetFactRows, metadataRows } from './asset-facts.ts';
import { useHiddenMetadataShown } from './hidden-metadata.ts';

/**
 * The asset inspector: its metadata entries (hidden ones under More), its custom fields, then
 * what its newest version is, when it came and who uploaded it (or created it, a Live asset).
 */
const text = messages.inspector;

export function AssetInspector({ asset }: { asset: AssetInspector_asset$key }) {
  const data = useFragment(
    graphql`
      fragment AssetInspector_asset on Asset {
        ...CustomFieldsPanel_asset
        type
        metadata {
          key
          value
          hidden
        }
        createdAt
        modifiedAt
        createdBy {
          name
        }
        newestVersion {
          filename
          size
          duration
          framesPerSecond
          width
          height
          mimetype
          fileInfo {
            videoBitrate
            audioBitrate
          }
        }
      }
    `,
    asset,
  );
  const [hiddenShown, setHiddenShown] = useHiddenMetadataShown();
  const hasHidden = data.metadata.some((entry) => entry.hidden);
  const version = data.newestVersion;
  const rows = assetFactRows({
    live: data.type === 'LIVE',
    createdAt: data.createdAt,
    modifiedAt: data.modifiedAt,
    createdBy: data.createdBy?.name ?? null,
    version: {
      filename: version.filename,
      size: version.size,
      duration: version.duration ?? null,
      framesPerSecond: version.framesPerSecond ?? null,
      width: version.width ?? null,
      height: version.height ?? null,
      mimetype: version.mimetype,
      videoBitrate: version.fileInfo?.videoBitrate ?? null,
      audioBitrate: version.fileInfo?.audioBitrate ?? null,
    },
  });
  return (
    <Stack p="md" gap="sm" data-testid="asset-inspector">
      {data.metadata.length > 0 && (
        <DetailsTable rows={metadataRows(data.metadata, hiddenShown)} label={text.metadata} />
      )}
      {hasHidden && (
        <Button
          variant="subtle"
          size="compact-xs"
          aria-expanded={hiddenShown}
          onClick={() => setHiddenShown(!hiddenShown)}
          style={{ alignSelf: 'flex-start' }}
        >
          {hiddenShown ? text.less : text.more}
        </Button>
      )}
      <CustomFieldsPanel asset={data} />
      <DetailsTable rows={rows} label={text.details} />
    </Stack>
  );
}
