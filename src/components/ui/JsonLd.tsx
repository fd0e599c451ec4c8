import { Head } from 'vite-react-ssg';
import { serializeJsonLd } from '../../lib/structuredData.ts';

/** Structured data for search engines, placed in the document head. */
export function JsonLd({ data }: { data: object }) {
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(data)}</script>
    </Head>
  );
}
