import { useCallback } from 'react';
import type { UploadTarget } from './operation.ts';
import { visibleFiles } from './picked-files.ts';
import { useUploads } from './UploadsContext.tsx';

/** The asset a new version goes onto, and where it is. */
export type NewVersionTarget = Required<UploadTarget>;

/**
 * The browser's file chooser for one file; null when nothing (or only a hidden file) is chosen.
 * The input lives only while the chooser is open: a menu that opened it may close meanwhile.
 */
function chooseOneFile(): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.hidden = true;
    const done = (file: File | null) => {
      input.remove();
      resolve(file);
    };
    input.addEventListener('change', () => done(visibleFiles(input.files ?? [])[0] ?? null));
    input.addEventListener('cancel', () => done(null));
    document.body.append(input);
    input.click();
  });
}

/**
 * Upload new version: the one file chosen joins the upload list as the asset's next version. Null
 * where nothing uploads (a share link's pages).
 */
export function useUploadNewVersion(target: NewVersionTarget): (() => Promise<void>) | null {
  const engine = useUploads()?.engine;
  const { projectId, folderId, newVersionOf } = target;
  const choose = useCallback(async () => {
    const file = await chooseOneFile();
    if (file) engine?.add([file], { projectId, folderId, newVersionOf });
  }, [engine, projectId, folderId, newVersionOf]);
  return engine ? choose : null;
}
