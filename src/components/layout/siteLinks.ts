/** The footer's id: where the phone menu's link leads when scripts are off and the panel cannot open. */
export const SITE_LINKS_ID = 'site-links';
