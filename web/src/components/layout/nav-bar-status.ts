import { createContext, type ReactNode } from 'react';

/**
 * What the app shows in every navigation bar beside the links, whichever screen draws the
 * bar (e.g. the upload queue's progress). The app fills it; shared layout cannot know the
 * features.
 */
export const NavBarStatusContext = createContext<ReactNode>(null);
