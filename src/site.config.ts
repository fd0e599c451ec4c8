/**
 * The one typed configuration of the site: brand, URLs, menus, footer, social profiles, blog
 * categories and the e-mail provider settings. Components and build scripts read these labels and
 * URLs from here (the quote and call buttons through ui/QuoteAndCallActions.tsx) instead of typing them again.
 */
import { EMAIL_VARIABLES } from './config/emailVariables.ts';
import { readEnv } from './config/env.ts';
import { anchors, paths } from './routes/paths.ts';

export interface NavLink {
  label: string;
  href: string;
  /** Opens in a new tab with rel="noopener noreferrer". */
  external?: boolean;
  /** A line under the label in the header's dropdown: what the page offers. */
  description?: string;
  /**
   * Words screen readers hear after the label where the label alone names another link too, such
   * as the case study "Cybersecurity" beside the service "Cybersecurity".
   */
  context?: string;
}

export interface NavGroup {
  label: string;
  items: (NavLink | NavSubGroup)[];
}

export interface NavSubGroup {
  label: string;
  items: NavLink[];
}

export interface BlogCategory {
  name: string;
  slug: string;
  /** Accent of the category on cards and generated hero images. */
  color: string;
}

/** The services, as the header's Services menu and the footer list them (the same four, in order). */
const serviceLinks: NavLink[] = [
  { label: 'Cybersecurity', href: paths.cyberService, description: 'Assessments, compliance and round-the-clock monitoring' },
  { label: 'Data Services', href: paths.dataService, description: 'Data platforms, analytics and APIs' },
  { label: 'App Development', href: paths.appService, description: 'Web, mobile and cloud-native apps' },
  {
    label: 'Business Automation',
    href: `${paths.dataService}#${anchors.automation}`,
    description: 'Data retrievers that take over routine work',
  },
];

const bookingUrl = readEnv('VITE_BOOKING_URL', 'https://booking.itah.example/intro-call');
const loginUrl = readEnv('VITE_LOGIN_URL', paths.contact);
const signupUrl = readEnv('VITE_SIGNUP_URL', paths.quote);

export const siteConfig = {
  brand: {
    name: 'ITAH',
    longName: 'IT Accelerator Hub',
    tagline: 'Senior, hands-on IT partner for security, data, automation and apps.',
  },
  siteUrl: readEnv('SITE_URL', 'https://www.itah.example').replace(/\/+$/, ''),
  /** Where privacy questions and data requests go: the legal pages name it. */
  contactEmail: readEnv('VITE_CONTACT_EMAIL', 'privacy@itah.example'),
  /** Where enquiries go when a visitor would rather write than use a form, or a form cannot send. */
  enquiriesEmail: readEnv('VITE_ENQUIRIES_EMAIL', 'hello@itah.example'),
  bookingUrl,
  loginUrl,
  signupUrl,
  videoUrl: readEnv('VITE_VIDEO_URL', '/media/itah-intro.mp4'),
  social: [
    { label: 'ITAH on X', network: 'x', href: 'https://x.com/itah', external: true },
    {
      label: 'ITAH on LinkedIn',
      network: 'linkedin',
      href: 'https://www.linkedin.com/company/itah',
      external: true,
    },
  ],
  defaultKeywords: ['IT services', 'cybersecurity', 'data services', 'business automation', 'app development', 'compliance management'],
  header: {
    scheduleCall: { label: 'Schedule a call', href: bookingUrl, external: true } satisfies NavLink,
    quote: { label: 'Get a quote', href: paths.quote } satisfies NavLink,
    about: { label: 'About', href: paths.about } satisfies NavLink,
    /** The home navigation's account links, shown on wide screens only. */
    login: { label: 'Log in', href: loginUrl } satisfies NavLink,
    signup: { label: 'Sign up', href: signupUrl } satisfies NavLink,
  },
  /** The Services menu: Business Automation targets the automation section of the data page. */
  servicesMenu: {
    label: 'Services',
    items: serviceLinks,
  } satisfies NavGroup,
  /** The Resources menu; the blog group gains the newest articles from the content at run time. */
  resourcesMenu: {
    label: 'Resources',
    portfolio: {
      label: 'Portfolio',
      // The overview closes the group, as All articles closes the blog's.
      items: [
        { label: 'Cybersecurity', href: '/portfolio-poc-cybersecurity', context: 'case study' },
        { label: 'App Development', href: '/portfolio-poc-app-dev', context: 'case study' },
        { label: 'Data Services', href: '/portfolio-poc-data', context: 'case study' },
        { label: 'Overview', href: paths.portfolio, description: 'Every case, and what they share' },
      ],
    } satisfies NavSubGroup,
    blog: {
      label: 'Blog',
      items: [{ label: 'All articles', href: paths.blog }],
    } satisfies NavSubGroup,
  },
  footer: {
    columns: [
      {
        label: 'Services',
        items: [{ label: 'All services', href: paths.serviceOverview }, ...serviceLinks],
      },
      {
        label: 'Company',
        items: [
          { label: 'About', href: paths.about },
          { label: 'Contact Us', href: paths.contact },
          { label: 'Get a quote', href: paths.quote },
        ],
      },
      {
        label: 'Resources',
        items: [
          { label: 'Portfolio', href: paths.portfolio },
          { label: 'Blog', href: paths.blog },
        ],
      },
    ] satisfies NavSubGroup[],
    legal: [
      { label: 'Terms', href: '/terms' },
      { label: 'Privacy Policy', href: '/policy' },
    ] satisfies NavLink[],
  },
  blog: {
    postsPerPage: 8,
    recentCount: 3,
    /**
     * Posts in rss.xml, newest first. Readers fetch the feed on every poll, so it must not grow
     * with the archive: with all 4,000 posts of a benchmark blog it weighed 26 MB.
     */
    feedItems: 20,
    categories: [
      { name: 'Cybersecurity', slug: 'cybersecurity', color: '#2563eb' },
      { name: 'Cloud Native', slug: 'cloud-native', color: '#06b6d4' },
      { name: 'Information Technology', slug: 'information-technology', color: '#93c5fd' },
      { name: 'Data Analytics', slug: 'data-analytics', color: '#2dd4bf' },
      { name: 'App Development', slug: 'app-development', color: '#38bdf8' },
    ] satisfies BlogCategory[],
  },
  email: {
    publicKey: readEnv(EMAIL_VARIABLES.publicKey),
    serviceId: readEnv(EMAIL_VARIABLES.serviceId),
    templateId: readEnv(EMAIL_VARIABLES.templateId),
    commentTemplateId: readEnv(EMAIL_VARIABLES.commentTemplateId),
    origin: readEnv('VITE_EMAILJS_ORIGIN', 'https://api.emailjs.com'),
  },
} as const;

export type SiteConfig = typeof siteConfig;
