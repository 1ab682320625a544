/** The account page's section that sends a new password link, which the list's invited accounts link to. */
export const PASSWORD_LINK_SECTION = 'password-link';
