/** The two ways out a subscriber's mail offers, both carrying the same secret token. */
export type UnsubscribeLinks = {
  /** The human page, in the mail body: it unsubscribes and says so. */
  page: string;
  /** The one-click address (RFC 8058), in the List-Unsubscribe header: mail clients POST to it. */
  oneClick: string;
};

export function unsubscribeLinks(publicUrl: string, token: string): UnsubscribeLinks {
  const encoded = encodeURIComponent(token);
  return {
    page: `${publicUrl}/desinscription-newsletter?token=${encoded}`,
    oneClick: `${publicUrl}/api/store/newsletter/unsubscribe/${encoded}`,
  };
}

/** The footer sign-up's confirmation link, to the page that posts the code once a person looks at it. */
export function newsletterConfirmationLink(publicUrl: string, code: string): string {
  return `${publicUrl}/confirmation-newsletter?${new URLSearchParams({ code })}`;
}
