/** Every key this app keeps in browser storage (spec section 3, local storage), in one place. */
export const STORAGE_KEYS = {
  /** The bearer token: localStorage when 'remember' was chosen, sessionStorage otherwise. */
  token: 'wallet.token',
  locale: 'wallet.locale',
  /**
   * The remembered-agreement flag of the member home's agreement modal (spec section 2); a visit
   * to the public screens clears it (spec section 4).
   */
  agreement: 'wallet.agreement',
  /** Set once a visitor has accepted the public first-visit notice; a public visit keeps it. */
  publicAgreement: 'wallet.publicAgreement',
  /**
   * sessionStorage: the site agreement was accepted in this visit (on the public notice or the
   * member modal); the same agreement is then not asked again before the tab closes.
   */
  agreementThisVisit: 'wallet.agreementThisVisit',
  lastSync: 'wallet.lastSync',
  /** The site's name as the info lookup last gave it, shown in the top bar from the first paint. */
  siteName: 'wallet.siteName',
  /**
   * When the member last did anything in any tab of the site (epoch ms): the inactivity time-out
   * counts from the latest, so a tab left in the background never ends the session of one in use.
   */
  lastActivity: 'wallet.lastActivity',
  /** The text of the site notice the member dismissed on home; a different notice shows again. */
  noticeDismissed: 'wallet.noticeDismissed',
  /** The inviter code from /register?code=, kept until registration. */
  inviteCode: 'wallet.inviteCode',
  /** sessionStorage: the registration wizard in progress, so a reload of the tab keeps what was typed. */
  registerWizard: 'wallet.registerWizard',
  chatGuestId: 'wallet.chatGuestId',
  /** sessionStorage: set once the chat's invite bubble has shown, so it shows once in the tab's life. */
  chatInviteShown: 'wallet.chatInviteShown',
  /**
   * sessionStorage: the release this tab last reloaded for (the update prompt), so a release that
   * a reload did not bring (a stale cache) is not offered again and again.
   */
  updateReloadedFor: 'wallet.updateReloadedFor',
  /** Field reports that could not leave (offline), for the next page view within a day (issue 39). */
  fieldReportsHeld: 'wallet.fieldReportsHeld',
} as const;
