import { createContext, useContext } from 'react';

/**
 * The review session new comments are notes of: set by the viewer while the person is in one
 * under way (the comments' `reviewSessionId`), null otherwise.
 */
export const CommentSessionContext = createContext<string | null>(null);

/** The review session new comments here are made in, if any. */
export const useCommentSession = (): string | null => useContext(CommentSessionContext);
