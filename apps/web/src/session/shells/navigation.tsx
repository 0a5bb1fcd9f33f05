// The side navigations of doc 1 §2: the merchant's and the admin's.
import {
  AIIcon,
  AnalyticsIcon,
  ArrowLeftIcon,
  AudioIcon,
  BrandIcon,
  DashboardIcon,
  GroupIcon,
  InstagramIcon,
  LayoutsIcon,
  PhotoIcon,
  PlayIcon,
  ProductIcon,
  UploadIcon,
  VideoIcon,
  type NavEntry,
} from '@vendy/ui-kit';
import { routes } from '../../routes';

/** The merchant navigation; the last entry names the current group and leads to /group. */
export function merchantNavigation(groupName: string | null): NavEntry[] {
  const entries: NavEntry[] = [
    { label: 'Dashboard', href: routes.dashboard(), icon: <DashboardIcon /> },
    { label: 'Layouts', href: routes.layouts(), icon: <LayoutsIcon /> },
    {
      label: 'Assets',
      icon: <UploadIcon />,
      children: [
        { label: 'Videos', href: routes.videos(), icon: <VideoIcon /> },
        { label: 'Audio', href: routes.audios(), icon: <AudioIcon /> },
        { label: 'Photos', href: routes.images(), icon: <PhotoIcon /> },
        { label: 'Products', href: routes.products(), icon: <ProductIcon /> },
      ],
    },
    { label: 'Brand Management', href: routes.brand(), icon: <BrandIcon /> },
    { label: 'Analytics', href: routes.analytics(), icon: <AnalyticsIcon /> },
    { label: 'AI Generation', href: routes.ai(), icon: <AIIcon /> },
    { label: 'Instagram', href: routes.instagram(), icon: <InstagramIcon /> },
  ];
  if (groupName !== null)
    entries.push({ label: groupName, href: routes.group(), icon: <GroupIcon /> });
  return entries;
}

export const adminNavigation: readonly NavEntry[] = [
  { label: 'Dashboard', href: routes.adminDashboard(), icon: <DashboardIcon /> },
  { label: 'Groups', href: routes.adminGroups(), icon: <GroupIcon /> },
  { label: 'Sliders', href: routes.adminSliders(), icon: <PlayIcon /> },
  { label: 'Back to User Dashboard', href: routes.dashboard(), icon: <ArrowLeftIcon /> },
];
