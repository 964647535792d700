import type { Picture } from '@rushes/rules';
import { createContext, useContext } from 'react';

/** The natural size of the still the stage shows, for what is drawn over it; null before it loads. */
export const StillSizeContext = createContext<Picture | null>(null);

export const useStillSize = (): Picture | null => useContext(StillSizeContext);
