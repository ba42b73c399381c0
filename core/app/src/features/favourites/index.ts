export { favouritesFeature } from './favourites-feature';
export { FavouritesServiceToken } from './favourites-service';
export type { FavouritesService, Favourite, FavouriteCategory, FavouriteScope } from './favourites-service';
export { AddFavouritePopover } from './components/add-favourite-popover';
