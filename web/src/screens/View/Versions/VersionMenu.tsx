import { Button, Menu, Text } from '@mantine/core';
import { IconCheck, IconChevronDown, IconColumns, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { VersionMenu_asset$key } from '../../../__generated__/VersionMenu_asset.graphql.ts';
import { formatDateTime } from '../../../format/date.ts';
import { messages } from '../../../messages/messages.ts';
import { mediaKindOf } from '../../../player/PlayerContext.tsx';
import { isFinished, isUploadPhase, type Operation } from '../../../uploads/operation.ts';
import { useOperations } from '../../../uploads/UploadsContext.tsx';
import { useUploadNewVersion } from '../../../uploads/useUploadNewVersion.ts';
import { withCompare, withVersion } from '../../../viewer/version-param.ts';
import { CompareDialog } from './CompareDialog.tsx';

const text = messages.viewer.versions;

/**
 * The version stack, newest first, each with when and by whom it was uploaded: choosing one plays
 * it (the address names it, so a link opens it); Compare… (for videos) and, but for a Live
 * asset, Upload new version below.
 */
export function VersionMenu(props: {
  asset: VersionMenu_asset$key;
  /** The number of the version on screen. */
  shown: number;
  /** A new version of the asset was uploaded from this page. */
  onNewVersion: () => void;
}) {
  const asset = useFragment(
    graphql`
      fragment VersionMenu_asset on Asset {
        id
        type
        project {
          id
        }
        folder {
          id
        }
        allowedTo {
          edit
        }
        versions {
          id
          number
          createdAt
          createdBy {
            name
          }
        }
      }
    `,
    props.asset,
  );
  const [params, setParams] = useSearchParams();
  const [comparing, setComparing] = useState(false);
  const upload = useUploadNewVersion({
    projectId: asset.project.id,
    folderId: asset.folder.id,
    newVersionOf: asset.id,
  });
  // a Live asset's versions are its feeds
  const uploadNew = asset.allowedTo.edit && asset.type !== 'LIVE' ? upload : null;
  useNewVersionUploaded(asset.id, props.onNewVersion);
  const { versions } = asset;
  const newest = versions[0]?.number;
  if (versions.length < 2 && !uploadNew) return null;
  const show = (number: number) =>
    setParams(withVersion(params, number === newest ? null : number));

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" size="xs" rightSection={<IconChevronDown size={14} />}>
            {messages.viewer.version(props.shown)}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label={text.menu}>
          <Menu.Label>{text.menu}</Menu.Label>
          {versions.map((version) => (
            <Menu.Item
              key={version.id}
              onClick={() => show(version.number)}
              leftSection={version.number === props.shown ? <IconCheck size={16} /> : null}
              aria-current={version.number === props.shown || undefined}
            >
              <Text size="sm" fw={600} span>
                {text.short(version.number)}
              </Text>{' '}
              <Text size="xs" span>
                {text.uploaded(formatDateTime(version.createdAt), version.createdBy?.name ?? null)}
              </Text>
            </Menu.Item>
          ))}
          <Menu.Divider />
          {versions.length > 1 && mediaKindOf(asset.type) === 'video' && (
            <Menu.Item leftSection={<IconColumns size={16} />} onClick={() => setComparing(true)}>
              {text.compare}
            </Menu.Item>
          )}
          {uploadNew && (
            <Menu.Item leftSection={<IconUpload size={16} />} onClick={() => void uploadNew()}>
              {text.uploadNew}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {comparing && (
        <CompareDialog
          numbers={versions.map((version) => version.number)}
          shown={props.shown}
          onCompare={(pair) => {
            setComparing(false);
            setParams(withCompare(params, pair));
          }}
          onClose={() => setComparing(false)}
        />
      )}
    </>
  );
}

/** An upload of a new version of `assetId` that the server has taken (finalised). */
const isNewVersionOf = (assetId: string) => (op: Operation) =>
  op.newVersionOf === assetId &&
  op.versionId !== null &&
  !isUploadPhase(op) &&
  (!isFinished(op) || op.state === 'Completed');

/**
 * Calls `onUploaded` when the upload list finalises a new version of the asset; those finalised
 * before the page opened are in what it loaded.
 */
function useNewVersionUploaded(assetId: string, onUploaded: () => void) {
  const operations = useOperations();
  const [seen] = useState(
    () => new Set(operations.filter(isNewVersionOf(assetId)).map((op) => op.id)),
  );
  useEffect(() => {
    const uploaded = operations.filter(isNewVersionOf(assetId)).filter((op) => !seen.has(op.id));
    for (const op of uploaded) seen.add(op.id);
    if (uploaded.length > 0) onUploaded();
  }, [operations, assetId, onUploaded, seen]);
}
