// Texts of favourites; the spec's English where it quotes one.
export const favouritesMessagesEn: Record<string, string> = {
  'favourites.title': 'My favourites',
  'favourites.add': 'Favourite',
  'favourites.popover.title': 'add to favourites',
  'favourites.category': 'Category',
  'favourites.confirm': 'Confirm',
  'favourites.cancel': 'Cancel',
  'favourites.added': 'successfully added to favourites',
  'favourites.all': 'All',
  'favourites.empty': 'No favourites in this category',
  'favourites.remove': 'Remove',
  'favourites.removed': 'Removed from favourites',
};

export default favouritesMessagesEn;
