import { siteConfig } from '../../site.config.ts';

/** Where to write while a message waits: the forms' offline note and the outbox's notices. */
export function UrgentContact() {
  return (
    <>
      If it is urgent, write to <a href={`mailto:${siteConfig.enquiriesEmail}`}>{siteConfig.enquiriesEmail}</a>.
    </>
  );
}
