import { graphql, useFragment } from 'react-relay';
import type { ProjectWatermarkLayer_asset$key } from '../__generated__/ProjectWatermarkLayer_asset.graphql.ts';
import { lookOf } from './look.ts';
import { WatermarkLayer } from './WatermarkLayer.tsx';

/** The asset's project's watermark and overlay over its player, naming `viewer`. */
export function ProjectWatermarkLayer(props: {
  asset: ProjectWatermarkLayer_asset$key;
  viewer: string;
}) {
  const asset = useFragment(
    graphql`
      fragment ProjectWatermarkLayer_asset on Asset {
        name
        folder {
          name
        }
        project {
          name
          production
          watermarks {
            enabled
            items {
              position
              type
              text
            }
            fontSize
            opacity
            opacityBackground
            horizontalOffset
            verticalOffset
          }
          overlay {
            enabled
            size
            opacity
            x
            y
            image {
              url
            }
          }
        }
      }
    `,
    props.asset,
  );
  const facts = {
    viewer: props.viewer,
    clip: asset.name,
    slate: '',
    folder: asset.folder.name,
    project: asset.project.name,
    production: asset.project.production,
  };
  return <WatermarkLayer look={lookOf(asset.project)} facts={facts} />;
}
