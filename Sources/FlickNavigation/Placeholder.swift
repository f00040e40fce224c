// Replaced by SwipeNavigationController.
