import { siteConfig } from '../../site.config.ts';

/** Where to write while a message waits (decision 7): the forms' offline note and the thank-you page. */
export function UrgentContact() {
  return (
    <>
      If it is urgent, write to <a href={`mailto:${siteConfig.enquiriesEmail}`}>{siteConfig.enquiriesEmail}</a>.
    </>
  );
}
