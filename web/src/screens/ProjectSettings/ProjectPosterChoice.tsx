import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProjectPosterChoice_project$key } from '../../__generated__/ProjectPosterChoice_project.graphql.ts';
import { notify } from '../../components/notify.tsx';
import { useFolderPoster } from '../../folders/Poster/useFolderPoster.ts';
import { messages } from '../../messages/messages.ts';
import { ImageChoice } from '../../uploads/ImageChoice.tsx';

/**
 * The project's poster (its root folder's): a chosen image is uploaded at once; Remove brings
 * back the default (the workspace's, if it has one), and shows only for a poster of its own.
 */
export function ProjectPosterChoice({ project }: { project: ProjectPosterChoice_project$key }) {
  const data = useFragment(
    graphql`
      fragment ProjectPosterChoice_project on Project {
        allowedTo {
          edit
        }
        hasPoster
        poster {
          url
        }
        rootFolder {
          id
        }
      }
    `,
    project,
  );
  const text = messages.posters;
  const { setPoster, resetPoster } = useFolderPoster();
  const [progress, setProgress] = useState<number | null>(null);
  const folderId = data.rootFolder.id;

  const choose = async (file: File) => {
    setProgress(0);
    const outcome = await setPoster(folderId, file, setProgress);
    setProgress(null);
    if (outcome !== 'ok') notify.failure(text.imageUploadFailed);
  };
  const remove = async () => {
    if (!(await resetPoster(folderId))) notify.failure(text.imageRemoveFailed);
  };
  return (
    <ImageChoice
      label={messages.projects.poster}
      url={data.poster?.url ?? null}
      canChange={data.allowedTo.edit}
      progress={progress}
      onChoose={choose}
      onRemove={data.hasPoster ? remove : null}
    />
  );
}
