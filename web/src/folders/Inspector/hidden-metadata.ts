import { useLocalStorage } from '@mantine/hooks';

/** Whether the inspector shows the hidden metadata entries; remembered (spec §9 persisted state). */
export const useHiddenMetadataShown = () =>
  useLocalStorage<boolean>({
    key: 'rushes.inspector.hiddenMetadata',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
