import { paths } from '../../routes/paths.ts';
import { siteConfig, type NavLink } from '../../site.config.ts';

interface CategoryIntro {
  /** What its articles are about, under the heading of its page. */
  summary: string;
  /** The part of the company that does this work, which the category's page points to. */
  practice: NavLink;
}

const [cyber, data, apps] = siteConfig.servicesMenu.items;

/**
 * How each category of site.config.ts introduces itself on its page, by slug. Kept here, with
 * the page, so that no other page carries these words in its code.
 */
export const categoryIntros: Record<string, CategoryIntro> = {
  cybersecurity: {
    summary: 'How to find the risks that matter, rank them and close them, and keep the proof an auditor asks for.',
    practice: cyber!,
  },
  'cloud-native': {
    summary: 'Building, shipping and securing software that runs on containers and managed cloud services.',
    practice: apps!,
  },
  'information-technology': {
    summary: 'Modernising how a company runs its IT: what to change first, what it costs and what it pays back.',
    practice: { label: 'Our services', href: paths.serviceOverview, description: 'Security, data, automation and apps, with one team' },
  },
  'data-analytics': {
    summary: 'Turning scattered data into numbers people trust: platforms, tools and the reports that get read.',
    practice: data!,
  },
  'app-development': {
    summary: 'Web, mobile and hybrid apps: choosing a partner, keeping them fast and the trends worth acting on.',
    practice: apps!,
  },
};
