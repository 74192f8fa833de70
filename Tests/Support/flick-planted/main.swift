// `flick` with the planted-fault scenes added, as a user's own executable adds its scenes:
// the fuzzing tests run real campaigns (worker processes included) against it.
import FlickCLI
import FlickPlantedFaults
#if canImport(Glibc)
import Glibc
#endif

exit(FlickMain.run(Array(CommandLine.arguments.dropFirst()), scenes: PlantedFaults.scenes, programName: "flick-planted").rawValue)
