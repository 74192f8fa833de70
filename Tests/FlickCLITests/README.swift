// FlickCLITests: tests for its module live beside this file, one file per concept.
