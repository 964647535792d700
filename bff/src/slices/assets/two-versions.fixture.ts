/** The events of an asset `a1` with two versions, `v1` and `v2`, for its deciders' tests. */

export const started = (versionId: string) => ({
  type: 'asset.upload_started' as const,
  data: {
    ...{ assetId: 'a1', versionId, projectId: 'p1', folderId: 'f1', filename: 'Take 1.mov' },
    ...{ size: 10, contentType: 'video/quicktime', storageKey: `k-${versionId}` },
    ...{ multipartId: `m-${versionId}`, partSize: 10, partCount: 1, via: 'web' as const },
  },
});

export const versionAdded = (versionId: string, number: number) => ({
  type: 'asset.version_added' as const,
  data: {
    ...{ assetId: 'a1', versionId, projectId: 'p1', folderId: 'f1', number },
    ...{ filename: 'Take 1.mov', size: 10, mimetype: 'video/quicktime' },
    ...{ sourceKey: `k-${versionId}`, jobId: null },
  },
});

export const created = {
  type: 'asset.created' as const,
  data: { id: 'a1', projectId: 'p1', folderId: 'f1', name: 'Take 1.mov', type: 'Video' as const },
};

/** An asset with two versions, v1 and v2. */
export const twoVersions = [
  started('v1'),
  created,
  versionAdded('v1', 1),
  started('v2'),
  versionAdded('v2', 2),
];
